// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IVault {
    function deposit(uint256 assets, address receiver, bytes32 yarmer) external returns (uint256);
    function requestWithdraw(uint256 shares, address receiver) external returns (uint256);
}

interface IToken {
    function approve(address spender, uint256 amount) external returns (bool);
}

/// @notice Test only: one account filling a vault's lists at hundreds of entries per transaction, as a
/// stranger who wants the vault unreadable would.
contract Jammer {
    function approve(IToken token, address vault) external {
        token.approve(vault, type(uint256).max);
    }

    /// @notice `count` deposits of `assets` each, every one through a Yarmer id never seen before.
    function deposits(IVault vault, uint256 firstId, uint256 count, uint256 assets) external {
        for (uint256 i = firstId; i < firstId + count; ++i) {
            vault.deposit(assets, address(this), keccak256(abi.encode(address(this), i)));
        }
    }

    /// @notice `count` withdrawal requests of `shares` each.
    function requests(IVault vault, uint256 count, uint256 shares) external {
        for (uint256 i = 0; i < count; ++i) {
            vault.requestWithdraw(shares, address(this));
        }
    }
}
