// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IProbedRouter {
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

interface IProbedToken {
    function balanceOf(address account) external view returns (uint256);

    function approve(address spender, uint256 amount) external returns (bool);
}

/// @title What a token does to whoever trades it, learnt without sending anything: never deployed, the app runs this
/// code at a made-up address inside an eth_call (a state override gives that address the code and the native coin
/// to spend), buys the token through the router with the native coin, then sells all it received, and reports what
/// the router quoted and what arrived each way. A sale that reverts is a honeypot; less than quoted is a transfer tax.
contract TokenProbe {
    struct Outcome {
        bool bought;
        uint256 buyQuoted;
        uint256 buyReceived;
        bool sold;
        uint256 sellQuoted;
        uint256 sellReceived;
    }

    receive() external payable {}

    /// @param buyPath From the wrapped native coin to the token; the sale takes it backwards
    function probe(address router, address[] calldata buyPath, uint256 amountIn) external returns (Outcome memory o) {
        IProbedRouter r = IProbedRouter(router);
        IProbedToken token = IProbedToken(buyPath[buyPath.length - 1]);
        o.buyQuoted = r.getAmountsOut(amountIn, buyPath)[buyPath.length - 1];
        uint256 held = token.balanceOf(address(this));
        try r.swapExactETHForTokensSupportingFeeOnTransferTokens{value: amountIn}(
            0, buyPath, address(this), block.timestamp
        ) {
            o.bought = true;
        } catch {
            return o;
        }
        o.buyReceived = token.balanceOf(address(this)) - held;
        if (o.buyReceived == 0) return o;

        address[] memory sellPath = new address[](buyPath.length);
        for (uint256 i = 0; i < buyPath.length; i++) {
            sellPath[i] = buyPath[buyPath.length - 1 - i];
        }
        o.sellQuoted = r.getAmountsOut(o.buyReceived, sellPath)[sellPath.length - 1];
        uint256 native = address(this).balance;
        try token.approve(router, o.buyReceived) {} catch {
            return o;
        }
        try r.swapExactTokensForETHSupportingFeeOnTransferTokens(
            o.buyReceived, 0, sellPath, address(this), block.timestamp
        ) {
            o.sold = true;
            o.sellReceived = address(this).balance - native;
        } catch {}
    }
}
