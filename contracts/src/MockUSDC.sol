// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Stand-in for USDC on the local chains: 6 decimals and EIP-2612 permit like the real token, and
/// an owner who can mint (the local stack's deployer, which funds the demo accounts and the keeper).
contract MockUSDC is ERC20, ERC20Permit, Ownable {
    constructor(address initialOwner) ERC20("USD Coin", "USDC") ERC20Permit("USD Coin") Ownable(initialOwner) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
