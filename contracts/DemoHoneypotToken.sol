// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A honeypot for the local chain's demo ("HONEY"): anyone can buy it from its pools, only its deployer can
/// send it to them. What the app's token check must report as a token whose sales revert
contract DemoHoneypotToken is ERC20 {
    address public immutable deployer;
    /// @notice The pools that only the deployer may send the token to
    mapping(address => bool) public isPool;

    constructor(uint256 initialSupply) ERC20("Honey Demo Token", "HONEY") {
        deployer = msg.sender;
        _mint(msg.sender, initialSupply);
    }

    function addPool(address pool) external {
        require(msg.sender == deployer, "HONEY: not the deployer");
        isPool[pool] = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!isPool[to] || from == deployer, "HONEY: transfer to a pool refused");
        super._update(from, to, value);
    }
}
