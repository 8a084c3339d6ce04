// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title What a transaction would do to the account that sends it, for a node that has no eth_simulateV1 but takes
/// state overrides in eth_call: never deployed, the app runs this code at the account's own address inside an eth_call
/// (the override gives the account this code), so the call it makes to the transaction's target comes from the account,
/// as the transaction's would. It reports whether the call went through (its return data: a revert's reason), and the
/// account's native coin, its balance of each token given and the allowance each gives the target, before and after.
contract AccountChanges {
    struct Outcome {
        bool success;
        bytes returnData;
        uint256 nativeBefore;
        uint256 nativeAfter;
        uint256[] balancesBefore;
        uint256[] balancesAfter;
        uint256[] allowancesBefore;
        uint256[] allowancesAfter;
    }

    receive() external payable {}

    function record(address target, bytes calldata data, uint256 value, address[] calldata tokens)
        external
        returns (Outcome memory o)
    {
        o.balancesBefore = _words(tokens, abi.encodeWithSelector(0x70a08231, address(this)));
        o.allowancesBefore = _words(tokens, abi.encodeWithSelector(0xdd62ed3e, address(this), target));
        o.nativeBefore = address(this).balance;
        (o.success, o.returnData) = target.call{value: value}(data);
        o.nativeAfter = address(this).balance;
        o.balancesAfter = _words(tokens, abi.encodeWithSelector(0x70a08231, address(this)));
        o.allowancesAfter = _words(tokens, abi.encodeWithSelector(0xdd62ed3e, address(this), target));
    }

    /// Each token's answer to the same view (balanceOf, allowance), or 0 from what is no token: an address without
    /// code, a contract without the function.
    function _words(address[] calldata tokens, bytes memory call) private view returns (uint256[] memory words) {
        words = new uint256[](tokens.length);
        for (uint256 i = 0; i < tokens.length; i++) {
            (bool ok, bytes memory answer) = tokens[i].staticcall(call);
            if (ok && answer.length >= 32) words[i] = abi.decode(answer, (uint256));
        }
    }
}
