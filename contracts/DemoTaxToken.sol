// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title An ERC20 that burns 5% of every transfer, for the local chain's demo ("TAX"): what the app's token check
/// must report as a transfer tax, and trade through the router's fee-on-transfer functions
contract DemoTaxToken is ERC20 {
    /// @notice The part of every transfer that is burnt, in basis points
    uint256 public constant TAX_BPS = 500;

    constructor(uint256 initialSupply) ERC20("Taxed Demo Token", "TAX") {
        _mint(msg.sender, initialSupply);
    }

    function _update(address from, address to, uint256 value) internal override {
        // Minting and burning are not transfers: untaxed.
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        uint256 tax = (value * TAX_BPS) / 10_000;
        super._update(from, address(0), tax);
        super._update(from, to, value - tax);
    }
}
