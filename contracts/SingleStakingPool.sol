// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Single-token staking (SmartChef style)
/// @notice Stake one token, earn `rewardPerBlock` of another (or the same) between two blocks.
/// Rewards are funded by plain transfers; they are never paid out of stakers' principal.
contract SingleStakingPool is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    uint256 private constant ACC_PRECISION = 1e12;

    IERC20 public immutable stakedToken;
    IERC20 public immutable rewardToken;
    uint256 public immutable rewardPerBlock;
    uint256 public immutable startBlock;
    uint256 public immutable endBlock;

    uint256 public totalStaked;
    uint256 public lastRewardBlock;
    uint256 public accRewardPerShare;
    mapping(address => UserInfo) public userInfo;

    event Deposit(address indexed user, uint256 amount);
    event Withdraw(address indexed user, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 amount);

    constructor(IERC20 stakedToken_, IERC20 rewardToken_, uint256 rewardPerBlock_, uint256 startBlock_, uint256 endBlock_)
        Ownable(msg.sender)
    {
        require(endBlock_ > startBlock_, "SingleStakingPool: end before start");
        stakedToken = stakedToken_;
        rewardToken = rewardToken_;
        rewardPerBlock = rewardPerBlock_;
        startBlock = startBlock_;
        endBlock = endBlock_;
        lastRewardBlock = startBlock_ > block.number ? startBlock_ : block.number;
    }

    /// @notice Blocks of [from, to) inside [startBlock, endBlock).
    function getMultiplier(uint256 from, uint256 to) public view returns (uint256) {
        uint256 start = from > startBlock ? from : startBlock;
        uint256 end = to < endBlock ? to : endBlock;
        return end > start ? end - start : 0;
    }

    function pendingReward(address account) external view returns (uint256) {
        UserInfo storage user = userInfo[account];
        uint256 acc = accRewardPerShare;
        if (block.number > lastRewardBlock && totalStaked != 0) {
            acc += (getMultiplier(lastRewardBlock, block.number) * rewardPerBlock * ACC_PRECISION) / totalStaked;
        }
        return (user.amount * acc) / ACC_PRECISION - user.rewardDebt;
    }

    /// @notice What is left to pay rewards with: the reward balance less any staked principal.
    function rewardReserve() public view returns (uint256) {
        uint256 balance = rewardToken.balanceOf(address(this));
        return address(rewardToken) == address(stakedToken) ? balance - totalStaked : balance;
    }

    function updatePool() public {
        if (block.number <= lastRewardBlock) return;
        if (totalStaked > 0) {
            accRewardPerShare +=
                (getMultiplier(lastRewardBlock, block.number) * rewardPerBlock * ACC_PRECISION) / totalStaked;
        }
        lastRewardBlock = block.number;
    }

    /// @notice A deposit of 0 claims the pending reward.
    function deposit(uint256 amount) external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        updatePool();
        _payReward(user);
        if (amount > 0) {
            stakedToken.safeTransferFrom(msg.sender, address(this), amount);
            user.amount += amount;
            totalStaked += amount;
        }
        user.rewardDebt = (user.amount * accRewardPerShare) / ACC_PRECISION;
        emit Deposit(msg.sender, amount);
    }

    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "SingleStakingPool: withdraw exceeds stake");
        updatePool();
        _payReward(user);
        if (amount > 0) {
            user.amount -= amount;
            totalStaked -= amount;
            stakedToken.safeTransfer(msg.sender, amount);
        }
        user.rewardDebt = (user.amount * accRewardPerShare) / ACC_PRECISION;
        emit Withdraw(msg.sender, amount);
    }

    /// @notice The stake back at once; pending rewards are forfeited.
    function emergencyWithdraw() external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        totalStaked -= amount;
        stakedToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount);
    }

    function _payReward(UserInfo storage user) private {
        if (user.amount == 0) return;
        uint256 pending = (user.amount * accRewardPerShare) / ACC_PRECISION - user.rewardDebt;
        if (pending == 0) return;
        require(pending <= rewardReserve(), "SingleStakingPool: reward reserve too small");
        rewardToken.safeTransfer(msg.sender, pending);
        emit RewardPaid(msg.sender, pending);
    }
}
