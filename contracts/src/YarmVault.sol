// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @notice One Yarm on one chain: an ERC-4626 vault over USDC that takes deposits between `startsAt` and
/// `endsAt` up to `tvlCap`, records which Yarmer each deposit came through, and pays out through a
/// withdrawal that is requested, then claimed once `withdrawalDelay` has passed.
/// @dev The standard `withdraw` and `redeem` are closed (their max is 0, so they revert with the standard
/// error): a Yarm's delay is the product's promise to the project, and an instant exit beside the request
/// would void it. Integrators that read `maxWithdraw`/`maxRedeem` see 0, as ERC-4626 asks of a vault that
/// cannot pay out now. Shares in a pending request sit in the vault's own balance and keep earning until
/// the claim, which is priced at claim time.
contract YarmVault is ERC4626, AccessControl {
    using SafeERC20 for IERC20;

    /// @notice May add yield (`accrue`). The local stack's keeper holds it; on a real deployment, the strategy.
    bytes32 public constant KEEPER_ROLE = keccak256("KEEPER_ROLE");

    uint64 public immutable startsAt;
    uint64 public immutable endsAt;
    uint64 public immutable withdrawalDelay;
    /// @notice Most assets the vault takes in deposits, in the asset's units.
    uint256 public immutable tvlCap;

    struct WithdrawalRequest {
        address owner;
        address receiver;
        uint64 claimableAt;
        bool claimed;
        uint256 shares;
    }

    /// @notice Requests by id; ids start at 1 so 0 never names a request.
    mapping(uint256 requestId => WithdrawalRequest) public withdrawalRequests;
    uint256 public lastRequestId;
    /// @notice Assets deposited through each Yarmer (the allocation they fill). Not reduced by withdrawals:
    /// it counts what they brought in. bytes32(0) is "no Yarmer".
    mapping(bytes32 yarmer => uint256) public filled;
    /// @notice How many Yarmers have been credited with a deposit so far (not "no Yarmer").
    uint256 public yarmerCount;
    /// @notice How many Yarmers `topFills` lists: as many as a Yarm card's Top Yarmers table shows.
    uint256 public constant TOP_FILLS = 25;
    /// @dev The Yarmers with the largest fills, largest first, kept on each deposit so that reading them
    /// costs the same however many Yarmers strangers credit.
    bytes32[] private _top;
    /// @dev A Yarmer's place in `_top`, counted from 1; 0 for one not in it.
    mapping(bytes32 yarmer => uint256) private _topPlace;
    /// @dev Each owner's unclaimed request ids, so listing them never walks anyone else's. A claim moves
    /// the last id into the claimed one's place: the list has no set order.
    mapping(address owner => uint256[]) private _pending;
    /// @dev Where a pending request sits in its owner's list, counted from 1.
    mapping(uint256 requestId => uint256) private _pendingPlace;

    /// @notice Shares `PricePoint.price` is quoted for: 1e18, so a 6-decimal asset keeps 18 digits of price.
    uint256 public constant PRICE_SHARES = 1e18;
    /// @notice How long a yield window grows before it moves on: `yieldWindow` spans one to two of these.
    uint64 public constant YIELD_WINDOW = 7 days;

    /// @notice The share price (`convertToAssets(PRICE_SHARES)`) right after an accrual, and when.
    struct PricePoint {
        uint64 at;
        uint192 price;
    }

    PricePoint private _windowStart;
    PricePoint private _windowMid;
    PricePoint private _lastAccrual;

    event Deposited(
        bytes32 indexed yarmer, address indexed sender, address indexed receiver, uint256 assets, uint256 shares
    );
    event WithdrawalRequested(
        uint256 indexed requestId, address indexed owner, address indexed receiver, uint256 shares, uint64 claimableAt
    );
    event WithdrawalClaimed(
        uint256 indexed requestId, address indexed owner, address indexed receiver, uint256 assets, uint256 shares
    );
    event YieldAccrued(address indexed keeper, uint256 assets, uint256 totalAssets);

    error InvalidWindow();
    error ZeroShares();
    error ZeroAssets();
    error UnknownRequest(uint256 requestId);
    error AlreadyClaimed(uint256 requestId);
    error NotClaimableYet(uint256 requestId, uint64 claimableAt);
    error NotRequestOwner(uint256 requestId);
    error PermitNotGranted(uint256 allowance, uint256 assets);

    constructor(
        IERC20 asset_,
        string memory name_,
        string memory symbol_,
        uint64 startsAt_,
        uint64 endsAt_,
        uint256 tvlCap_,
        uint64 withdrawalDelay_,
        address admin
    ) ERC20(name_, symbol_) ERC4626(asset_) {
        if (endsAt_ <= startsAt_) revert InvalidWindow();
        startsAt = startsAt_;
        endsAt = endsAt_;
        tvlCap = tvlCap_;
        withdrawalDelay = withdrawalDelay_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(KEEPER_ROLE, admin);
    }

    /// @notice True while deposits are open: from `startsAt` up to, not including, `endsAt`.
    function isOpen() public view returns (bool) {
        return block.timestamp >= startsAt && block.timestamp < endsAt;
    }

    /// @notice What is left under the cap while the window is open; 0 outside it or once full. Yield can
    /// take the total above the cap; then nothing more is taken.
    function maxDeposit(address) public view override returns (uint256) {
        if (!isOpen()) return 0;
        uint256 total = totalAssets();
        return total >= tvlCap ? 0 : tvlCap - total;
    }

    /// @notice The shares `maxDeposit` buys, rounded down so that minting them never costs more than it.
    function maxMint(address receiver) public view override returns (uint256) {
        return _convertToShares(maxDeposit(receiver), Math.Rounding.Floor);
    }

    function maxWithdraw(address) public pure override returns (uint256) {
        return 0;
    }

    function maxRedeem(address) public pure override returns (uint256) {
        return 0;
    }

    /// @notice Standard deposit, with no Yarmer named.
    function deposit(uint256 assets, address receiver) public override returns (uint256) {
        return deposit(assets, receiver, bytes32(0));
    }

    /// @notice Deposits `assets` for `receiver`, through the Yarmer `yarmer` (keccak256 of their lower-case
    /// X handle in the app; any id works for the vault).
    function deposit(uint256 assets, address receiver, bytes32 yarmer) public returns (uint256 shares) {
        uint256 maxAssets = maxDeposit(receiver);
        if (assets > maxAssets) revert ERC4626ExceededMaxDeposit(receiver, assets, maxAssets);
        shares = previewDeposit(assets);
        if (shares == 0) revert ZeroShares();
        _attributedDeposit(assets, shares, receiver, yarmer);
    }

    /// @notice `deposit` paid by an EIP-2612 permit for exactly `assets`, signed by the caller for this
    /// vault: one transaction and no approval beforehand, and no allowance left behind. A permit someone
    /// else submitted first (it is public once signed) is not an error as long as the allowance it gave is
    /// there; anything else reverts with `PermitNotGranted` before any transfer.
    function depositWithPermit(
        uint256 assets,
        address receiver,
        bytes32 yarmer,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 shares) {
        try IERC20Permit(asset()).permit(_msgSender(), address(this), assets, deadline, v, r, s) {}
        catch {
            uint256 allowance = IERC20(asset()).allowance(_msgSender(), address(this));
            if (allowance < assets) revert PermitNotGranted(allowance, assets);
        }
        return deposit(assets, receiver, yarmer);
    }

    /// @notice Standard mint, with no Yarmer named.
    function mint(uint256 shares, address receiver) public override returns (uint256 assets) {
        uint256 maxShares = maxMint(receiver);
        if (shares > maxShares) revert ERC4626ExceededMaxMint(receiver, shares, maxShares);
        assets = previewMint(shares);
        if (assets == 0) revert ZeroAssets();
        _attributedDeposit(assets, shares, receiver, bytes32(0));
    }

    function _attributedDeposit(uint256 assets, uint256 shares, address receiver, bytes32 yarmer) private {
        _deposit(_msgSender(), receiver, assets, shares);
        uint256 fill = filled[yarmer];
        filled[yarmer] = fill + assets;
        if (yarmer != bytes32(0)) {
            if (fill == 0) ++yarmerCount;
            _rank(yarmer, fill + assets);
        }
        emit Deposited(yarmer, _msgSender(), receiver, assets, shares);
    }

    /// @dev Puts `yarmer`, whose fill has grown to `amount`, in its place in `_top`: at most TOP_FILLS steps.
    /// Among equal fills the one that got there first stays ahead.
    function _rank(bytes32 yarmer, uint256 amount) private {
        uint256 place = _topPlace[yarmer];
        if (place == 0) {
            uint256 length = _top.length;
            if (length < TOP_FILLS) {
                _top.push(yarmer);
                place = length + 1;
            } else {
                bytes32 last = _top[length - 1];
                if (amount <= filled[last]) return;
                delete _topPlace[last];
                place = length;
            }
        }
        while (place > 1) {
            bytes32 above = _top[place - 2];
            if (filled[above] >= amount) break;
            _top[place - 1] = above;
            _topPlace[above] = place;
            --place;
        }
        _top[place - 1] = yarmer;
        _topPlace[yarmer] = place;
    }

    /// @notice Locks `shares` of the caller until `block.timestamp + withdrawalDelay`; `claim` then pays
    /// their value at that time to `receiver`.
    function requestWithdraw(uint256 shares, address receiver) external returns (uint256 requestId) {
        if (shares == 0) revert ZeroShares();
        address owner = _msgSender();
        // Reverts with ERC20InsufficientBalance when the caller holds fewer shares.
        _transfer(owner, address(this), shares);
        requestId = ++lastRequestId;
        uint64 claimableAt = uint64(block.timestamp) + withdrawalDelay;
        withdrawalRequests[requestId] = WithdrawalRequest(owner, receiver, claimableAt, false, shares);
        _pending[owner].push(requestId);
        _pendingPlace[requestId] = _pending[owner].length;
        emit WithdrawalRequested(requestId, owner, receiver, shares, claimableAt);
    }

    /// @notice What `claim(requestId)` would pay now (0 once claimed).
    function claimableAssets(uint256 requestId) public view returns (uint256) {
        WithdrawalRequest storage request = withdrawalRequests[requestId];
        if (request.claimed) return 0;
        return previewRedeem(request.shares);
    }

    /// @notice Pays a request once its delay has passed. Only its owner may claim; the assets go to the
    /// receiver named in the request. Rounded down, so the vault never pays more than its shares are worth.
    function claim(uint256 requestId) external returns (uint256 assets) {
        WithdrawalRequest storage request = withdrawalRequests[requestId];
        if (request.owner == address(0)) revert UnknownRequest(requestId);
        if (request.owner != _msgSender()) revert NotRequestOwner(requestId);
        if (request.claimed) revert AlreadyClaimed(requestId);
        if (block.timestamp < request.claimableAt) revert NotClaimableYet(requestId, request.claimableAt);
        request.claimed = true;
        _unlist(request.owner, requestId);
        uint256 shares = request.shares;
        assets = previewRedeem(shares);
        // The escrowed shares are the vault's own: burning them needs no allowance.
        _withdraw(address(this), request.receiver, address(this), assets, shares);
        emit WithdrawalClaimed(requestId, request.owner, request.receiver, assets, shares);
    }

    function _unlist(address owner, uint256 requestId) private {
        uint256[] storage list = _pending[owner];
        uint256 place = _pendingPlace[requestId];
        uint256 lastId = list[list.length - 1];
        list[place - 1] = lastId;
        _pendingPlace[lastId] = place;
        list.pop();
        delete _pendingPlace[requestId];
    }

    /// @notice Adds `assets` of yield, pulled from the keeper (who approved them), so each share is worth more.
    function accrue(uint256 assets) external onlyRole(KEEPER_ROLE) {
        if (assets == 0) revert ZeroAssets();
        IERC20(asset()).safeTransferFrom(_msgSender(), address(this), assets);
        PricePoint memory point = PricePoint(uint64(block.timestamp), uint192(convertToAssets(PRICE_SHARES)));
        if (_windowStart.at == 0) {
            _windowStart = point;
            _windowMid = point;
        } else if (point.at - _windowMid.at >= YIELD_WINDOW) {
            _windowStart = _windowMid;
            _windowMid = point;
        }
        _lastAccrual = point;
        emit YieldAccrued(_msgSender(), assets, totalAssets());
    }

    /// @notice The share price after an earlier accrual and after the latest one, with their times: what an
    /// app needs to tell the APY the vault has earned (price growth over the time between them, annualised)
    /// in the same read as the rest of the vault, without searching event logs or reading past blocks. Each
    /// accrual pays for the time up to it, so the window ends at the last accrual, not now. The window spans
    /// one to two `YIELD_WINDOW`s once the vault is that old; before the first accrual both points are zero,
    /// and right after it they are the same point (nothing measured yet).
    function yieldWindow() external view returns (uint64 fromAt, uint256 fromPrice, uint64 toAt, uint256 toPrice) {
        return (_windowStart.at, _windowStart.price, _lastAccrual.at, _lastAccrual.price);
    }

    /// @notice The `TOP_FILLS` Yarmers with the largest fills and what came in through each, largest first,
    /// and how many Yarmers have been credited in all: a page reads its Yarmers' fills in one short call of
    /// fixed cost, whatever strangers credit. While `credited` is not above the list's length the list is
    /// every credited Yarmer, and one missing from it has filled nothing; otherwise one missing has filled no
    /// more than the last listed (`filled` tells exactly).
    function topFills() external view returns (bytes32[] memory yarmers, uint256[] memory amounts, uint256 credited) {
        yarmers = _top;
        amounts = new uint256[](yarmers.length);
        for (uint256 i = 0; i < yarmers.length; ++i) {
            amounts[i] = filled[yarmers[i]];
        }
        credited = yarmerCount;
    }

    /// @notice One request still to be claimed, as `pendingWithdrawalsOf` lists it.
    struct PendingWithdrawal {
        uint256 requestId;
        address receiver;
        uint64 claimableAt;
        uint256 shares;
        /// What `claim` would pay now: the shares keep earning until the claim.
        uint256 assets;
    }

    /// @notice `owner`'s requests not yet claimed, in no set order, so an app can list them (and offer the
    /// claim) in the same read as the rest of the vault, without searching event logs, which public nodes
    /// limit to a few thousand blocks per query. Its cost grows with `owner`'s own pending requests only.
    function pendingWithdrawalsOf(address owner) external view returns (PendingWithdrawal[] memory pending) {
        uint256[] storage ids = _pending[owner];
        pending = new PendingWithdrawal[](ids.length);
        for (uint256 i = 0; i < ids.length; ++i) {
            uint256 id = ids[i];
            WithdrawalRequest storage request = withdrawalRequests[id];
            pending[i] = PendingWithdrawal(
                id, request.receiver, request.claimableAt, request.shares, previewRedeem(request.shares)
            );
        }
    }
}
