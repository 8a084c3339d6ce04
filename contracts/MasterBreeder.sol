// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

import {VenomToken} from "./VenomToken.sol";

/// @title Liquidity mining in the MasterChef style, as ViperSwap's MasterBreeder
/// @notice Pools by pid share REWARD_PER_BLOCK by allocation points. Each harvest pays the reward and
/// locks 95% of it in the token. Withdrawals pay a fee that falls in eight stages with the blocks
/// since the user's last deposit or withdrawal.
contract MasterBreeder is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
        uint256 rewardDebtAtBlock; // block of the last harvest
        uint256 lastWithdrawBlock;
        uint256 firstDepositBlock;
        uint256 blockdelta; // blocks since the previous action, at the last withdrawal
        uint256 lastDepositBlock;
    }

    struct PoolInfo {
        IERC20 lpToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accGovTokenPerShare; // scaled by ACC_PRECISION
        uint256 startBlock;
    }

    uint256 private constant ACC_PRECISION = 1e12;
    uint256 public constant PERCENT_LOCK_BONUS_REWARD = 95;
    uint256 private constant STAGES = 8;

    VenomToken public immutable govToken;
    address public devaddr;
    uint256 public immutable REWARD_PER_BLOCK;
    uint256 public immutable START_BLOCK;
    uint256 public immutable END_BLOCK;

    uint256[STAGES] public blockDeltaStartStage;
    uint256[STAGES] public blockDeltaEndStage;
    uint256[STAGES] public devFeeStage;

    PoolInfo[] public poolInfo;
    mapping(uint256 => mapping(address => UserInfo)) public userInfo;
    mapping(address => bool) private _listed;
    uint256 public totalAllocPoint;

    event Deposit(address indexed user, uint256 indexed pid, uint256 amount, address indexed ref);
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount, address indexed ref);
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event SendGovernanceTokenReward(address indexed user, uint256 indexed pid, uint256 amount, uint256 lockAmount);
    event WithdrawalFee(address indexed user, uint256 indexed pid, uint256 fee, uint256 stage);

    constructor(
        VenomToken govToken_,
        address devaddr_,
        uint256 rewardPerBlock,
        uint256 startBlock,
        uint256 endBlock,
        uint256[8] memory blockDeltaStartStage_,
        uint256[8] memory blockDeltaEndStage_,
        uint256[8] memory devFeeStage_
    ) Ownable(msg.sender) {
        require(endBlock > startBlock, "MasterBreeder: end before start");
        require(devaddr_ != address(0), "MasterBreeder: zero dev address");
        for (uint256 i = 0; i < STAGES; i++) {
            require(blockDeltaStartStage_[i] <= blockDeltaEndStage_[i], "MasterBreeder: stage ends before it starts");
            // No stage may take more than a quarter of a withdrawal.
            require(devFeeStage_[i] * 4 <= feeDivisor(i), "MasterBreeder: stage fee above 25%");
        }
        govToken = govToken_;
        devaddr = devaddr_;
        REWARD_PER_BLOCK = rewardPerBlock;
        START_BLOCK = startBlock;
        END_BLOCK = endBlock;
        blockDeltaStartStage = blockDeltaStartStage_;
        blockDeltaEndStage = blockDeltaEndStage_;
        devFeeStage = devFeeStage_;
    }

    // --- Administration -------------------------------------------------------------------------

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    /// @notice A pool whose start block lies ahead earns nothing until then ("not started" in the UI).
    function add(uint256 allocPoint, IERC20 lpToken, uint256 startBlock) external onlyOwner {
        require(!_listed[address(lpToken)], "MasterBreeder: pool exists");
        massUpdatePools();
        uint256 start = _max(_max(startBlock, START_BLOCK), block.number);
        _listed[address(lpToken)] = true;
        totalAllocPoint += allocPoint;
        poolInfo.push(PoolInfo(lpToken, allocPoint, start, 0, start));
    }

    function set(uint256 pid, uint256 allocPoint) external onlyOwner {
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - poolInfo[pid].allocPoint + allocPoint;
        poolInfo[pid].allocPoint = allocPoint;
    }

    function setDevAddress(address devaddr_) external {
        require(msg.sender == devaddr, "MasterBreeder: only the dev address");
        require(devaddr_ != address(0), "MasterBreeder: zero dev address");
        devaddr = devaddr_;
    }

    // --- Rewards --------------------------------------------------------------------------------

    /// @notice Blocks of [from, to) inside the reward period [START_BLOCK, END_BLOCK).
    function getMultiplier(uint256 from, uint256 to) public view returns (uint256) {
        uint256 start = _max(from, START_BLOCK);
        uint256 end = to < END_BLOCK ? to : END_BLOCK;
        return end > start ? end - start : 0;
    }

    /// @notice pid1 = 0: the reward per block of all pools now; otherwise that of pool pid1 - 1.
    function getNewRewardPerBlock(uint256 pid1) external view returns (uint256) {
        uint256 total = getMultiplier(block.number, block.number + 1) * REWARD_PER_BLOCK;
        if (pid1 == 0) return total;
        PoolInfo storage pool = poolInfo[pid1 - 1];
        if (totalAllocPoint == 0 || block.number < pool.startBlock) return 0;
        return (total * pool.allocPoint) / totalAllocPoint;
    }

    function pendingReward(uint256 pid, address user) external view returns (uint256) {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage info = userInfo[pid][user];
        uint256 acc = pool.accGovTokenPerShare;
        uint256 lpSupply = pool.lpToken.balanceOf(address(this));
        if (block.number > pool.lastRewardBlock && lpSupply != 0) {
            acc += (_poolReward(pool, block.number) * ACC_PRECISION) / lpSupply;
        }
        return (info.amount * acc) / ACC_PRECISION - info.rewardDebt;
    }

    function massUpdatePools() public {
        for (uint256 pid = 0; pid < poolInfo.length; pid++) {
            updatePool(pid);
        }
    }

    function updatePool(uint256 pid) public {
        PoolInfo storage pool = poolInfo[pid];
        if (block.number <= pool.lastRewardBlock) return;
        uint256 lpSupply = pool.lpToken.balanceOf(address(this));
        if (lpSupply > 0) {
            uint256 reward = _poolReward(pool, block.number);
            if (reward > 0) {
                govToken.mint(address(this), reward);
                pool.accGovTokenPerShare += (reward * ACC_PRECISION) / lpSupply;
            }
        }
        pool.lastRewardBlock = block.number;
    }

    // --- Staking --------------------------------------------------------------------------------

    /// @param ref A referrer, recorded in the event only.
    function deposit(uint256 pid, uint256 amount, address ref) external nonReentrant {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        updatePool(pid);
        _harvest(pid, pool, user);
        if (amount > 0) {
            pool.lpToken.safeTransferFrom(msg.sender, address(this), amount);
            user.amount += amount;
            if (user.firstDepositBlock == 0) user.firstDepositBlock = block.number;
            user.lastDepositBlock = block.number;
        }
        user.rewardDebt = (user.amount * pool.accGovTokenPerShare) / ACC_PRECISION;
        emit Deposit(msg.sender, pid, amount, ref);
    }

    function withdraw(uint256 pid, uint256 amount, address ref) external nonReentrant {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        require(user.amount >= amount, "MasterBreeder: withdraw exceeds stake");
        updatePool(pid);
        _harvest(pid, pool, user);
        if (amount > 0) {
            uint256 delta = block.number - _max(user.lastDepositBlock, user.lastWithdrawBlock);
            (uint256 fee, uint256 stage) = withdrawalFee(delta, amount);
            user.amount -= amount;
            user.blockdelta = delta;
            user.lastWithdrawBlock = block.number;
            if (fee > 0) {
                pool.lpToken.safeTransfer(devaddr, fee);
                emit WithdrawalFee(msg.sender, pid, fee, stage);
            }
            pool.lpToken.safeTransfer(msg.sender, amount - fee);
        }
        user.rewardDebt = (user.amount * pool.accGovTokenPerShare) / ACC_PRECISION;
        emit Withdraw(msg.sender, pid, amount, ref);
    }

    function claimReward(uint256 pid) external nonReentrant {
        _claim(pid);
    }

    /// @notice Claims every pool of `pids` in one transaction, exactly as claimReward would one by one (the
    /// same events, the same 95% lock). A pool with nothing pending pays nothing, a repeated pid pays nothing
    /// more, an empty list does nothing, and an unknown pid reverts the whole call.
    function claimRewards(uint256[] calldata pids) external nonReentrant {
        uint256 length = poolInfo.length;
        for (uint256 i = 0; i < pids.length; i++) {
            require(pids[i] < length, "MasterBreeder: unknown pool");
            _claim(pids[i]);
        }
    }

    /// @notice The stake back at once, without rewards and without a withdrawal fee.
    function emergencyWithdraw(uint256 pid) external nonReentrant {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        pool.lpToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, pid, amount);
    }

    // --- Withdrawal fee -------------------------------------------------------------------------

    /// @notice The fee on withdrawing `amount` `blocksSinceLastAction` blocks after the last deposit
    /// or withdrawal, and its stage (STAGES when no stage applies and there is no fee).
    function withdrawalFee(uint256 blocksSinceLastAction, uint256 amount)
        public
        view
        returns (uint256 fee, uint256 stage)
    {
        for (uint256 i = 0; i < STAGES; i++) {
            if (blocksSinceLastAction >= blockDeltaStartStage[i] && blocksSinceLastAction <= blockDeltaEndStage[i]) {
                return ((amount * devFeeStage[i]) / feeDivisor(i), i);
            }
        }
        return (0, STAGES);
    }

    /// @notice The fee `user` would pay to withdraw `amount` from `pid` in the current block.
    function getWithdrawalFee(uint256 pid, address user, uint256 amount) external view returns (uint256 fee, uint256 stage) {
        UserInfo storage info = userInfo[pid][user];
        return withdrawalFee(block.number - _max(info.lastDepositBlock, info.lastWithdrawBlock), amount);
    }

    /// @notice Stages 0–4 are percent, stage 5 per mille, stages 6 and 7 basis points.
    function feeDivisor(uint256 stage) public pure returns (uint256) {
        if (stage < 5) return 100;
        if (stage == 5) return 1000;
        return 10000;
    }

    // --- Internals ------------------------------------------------------------------------------

    function _poolReward(PoolInfo storage pool, uint256 toBlock) private view returns (uint256) {
        if (totalAllocPoint == 0) return 0;
        return (getMultiplier(pool.lastRewardBlock, toBlock) * REWARD_PER_BLOCK * pool.allocPoint) / totalAllocPoint;
    }

    function _claim(uint256 pid) private {
        PoolInfo storage pool = poolInfo[pid];
        UserInfo storage user = userInfo[pid][msg.sender];
        updatePool(pid);
        _harvest(pid, pool, user);
        user.rewardDebt = (user.amount * pool.accGovTokenPerShare) / ACC_PRECISION;
    }

    function _harvest(uint256 pid, PoolInfo storage pool, UserInfo storage user) private {
        if (user.amount == 0) return;
        uint256 pending = (user.amount * pool.accGovTokenPerShare) / ACC_PRECISION - user.rewardDebt;
        if (pending == 0) return;
        uint256 lockAmount = (pending * PERCENT_LOCK_BONUS_REWARD) / 100;
        IERC20(address(govToken)).safeTransfer(msg.sender, pending);
        govToken.lock(msg.sender, lockAmount);
        user.rewardDebtAtBlock = block.number;
        emit SendGovernanceTokenReward(msg.sender, pid, pending, lockAmount);
    }

    function _max(uint256 a, uint256 b) private pure returns (uint256) {
        return a > b ? a : b;
    }
}
