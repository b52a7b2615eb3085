// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// @notice A minimal smart account owned by one EOA: it accepts the owner's ECDSA signature of a hash
/// (ERC-1271) and runs calls the owner sends. It exists so the app can be tested against a contract
/// wallet; it is not meant to hold real funds.
/// @dev The hash is checked as given, with no domain of its own, so a signature is valid for every
/// account of the same owner. That is what wallets sign today (viem's verifyMessage passes the EIP-191
/// hash through unchanged); an account that needs replay protection across accounts would nest the hash
/// in its own EIP-712 domain (ERC-7739), at the price of a special signing flow.
contract SmartAccount is IERC1271 {
    address public immutable owner;

    event Executed(address indexed target, uint256 value, bytes data);

    error NotOwner();

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        // tryRecover: a malformed signature is an invalid one, not a revert (ERC-1271 callers expect a value).
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    function execute(address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        if (msg.sender != owner) revert NotOwner();
        emit Executed(target, value, data);
        // A plain call, not Address.functionCallWithValue: that refuses an empty answer from an address
        // without code, which is what sending ETH to a person looks like.
        (bool success, bytes memory result) = target.call{value: value}(data);
        return Address.verifyCallResult(success, result);
    }
}
