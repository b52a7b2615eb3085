// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {SmartAccount} from "./SmartAccount.sol";

/// @notice Deploys SmartAccounts with CREATE2, so an account's address is known before it exists and a
/// signature from it can be checked before deployment (ERC-6492: factory, createAccount calldata and the
/// signature, wrapped).
contract SmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// @notice Deploys the account for (owner, salt), or returns it if it exists: an ERC-6492 verifier may
    /// call this for an account that was deployed meanwhile, and that must not fail.
    function createAccount(address owner, bytes32 salt) external returns (SmartAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return SmartAccount(payable(predicted));
        account = new SmartAccount{salt: salt}(owner);
        emit AccountCreated(address(account), owner, salt);
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner)));
        // The owner is in the init code, so nobody can deploy another owner's account at this address.
        return Create2.computeAddress(salt, initCodeHash);
    }
}
