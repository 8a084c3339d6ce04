// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC20Votes} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Votes.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// @title VENOM, the governance and reward token
/// @notice ERC20 with Compound-style votes (GovernorAlpha reads `getPriorVotes`) and locked balances:
/// the farm (the owner) locks 95% of every reward, which unlocks linearly between two blocks.
/// Locked tokens sit on this contract's own balance, which delegates to nobody, so they carry no
/// votes until they are unlocked back to their holder.
contract VenomToken is ERC20, ERC20Permit, ERC20Votes, Ownable {
    uint256 public immutable lockFromBlock;
    uint256 public immutable lockToBlock;

    uint256 private _totalLock;
    mapping(address => uint256) private _locks;
    mapping(address => uint256) private _lastUnlockBlock;

    event Lock(address indexed to, uint256 value);
    event Unlock(address indexed to, uint256 value);

    constructor(uint256 initialSupply, uint256 lockFromBlock_, uint256 lockToBlock_)
        ERC20("Venom", "VENOM")
        ERC20Permit("Venom")
        Ownable(msg.sender)
    {
        require(lockToBlock_ > lockFromBlock_, "VENOM: lock must end after it starts");
        lockFromBlock = lockFromBlock_;
        lockToBlock = lockToBlock_;
        _mint(msg.sender, initialSupply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    // --- Compound-style votes -------------------------------------------------------------------

    function getCurrentVotes(address account) external view returns (uint256) {
        return getVotes(account);
    }

    /// @notice Votes at the end of `blockNumber`; reverts for the current or a future block.
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint256) {
        return getPastVotes(account, blockNumber);
    }

    // --- Locked balances ------------------------------------------------------------------------

    function lock(address holder, uint256 amount) external onlyOwner {
        require(amount <= balanceOf(holder), "VENOM: lock exceeds balance");
        _transfer(holder, address(this), amount);
        _locks[holder] += amount;
        _totalLock += amount;
        if (_lastUnlockBlock[holder] < lockFromBlock) {
            _lastUnlockBlock[holder] = lockFromBlock;
        }
        emit Lock(holder, amount);
    }

    function unlock() external {
        uint256 amount = canUnlockAmount(msg.sender);
        require(amount > 0, "VENOM: nothing to unlock");
        _locks[msg.sender] -= amount;
        _totalLock -= amount;
        _lastUnlockBlock[msg.sender] = block.number;
        _transfer(address(this), msg.sender, amount);
        emit Unlock(msg.sender, amount);
    }

    /// @notice What `unlock` would release now: nothing before the schedule, all of it after,
    /// and in between a share proportional to the blocks since the holder's last unlock.
    function canUnlockAmount(address holder) public view returns (uint256) {
        if (block.number < lockFromBlock) return 0;
        if (block.number >= lockToBlock) return _locks[holder];
        uint256 since = block.number - _lastUnlockBlock[holder];
        uint256 left = lockToBlock - _lastUnlockBlock[holder];
        return (_locks[holder] * since) / left;
    }

    function lockOf(address holder) external view returns (uint256) {
        return _locks[holder];
    }

    function lastUnlockBlock(address holder) external view returns (uint256) {
        return _lastUnlockBlock[holder];
    }

    function totalLock() external view returns (uint256) {
        return _totalLock;
    }

    function totalBalanceOf(address holder) external view returns (uint256) {
        return balanceOf(holder) + _locks[holder];
    }

    function unlockedSupply() external view returns (uint256) {
        return totalSupply() - _totalLock;
    }

    // --- Required overrides ---------------------------------------------------------------------

    /// GovernorAlpha keeps votes in uint96: the supply must never exceed it.
    function _maxSupply() internal pure override returns (uint256) {
        return type(uint96).max;
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Votes) {
        super._update(from, to, value);
    }

    function nonces(address owner) public view override(ERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }
}
