"""The rule catalogue. One module per rule; add a new rule to ALL_RULES."""

from __future__ import annotations

from .base import Invalid, Rule
from .dk001_syntax_error import SyntaxErrorRule
from .dk002_unknown_context_attribute import UnknownContextAttribute
from .dk003_uncheckable_declaration import UncheckableDeclaration
from .dk004_context_not_injected import ContextNotInjected
from .dk005_context_call_not_awaited import ContextCallNotAwaited
from .dk101_credential_without_needs import CredentialWithoutNeeds
from .dk102_unused_needs import UnusedNeeds
from .dk103_wanted_without_wants import WantedWithoutWants
from .dk104_wants_unknown_argument import WantsUnknownArgument
from .dk105_wanted_key_not_declared import WantedKeyNotDeclared
from .dk106_auth_without_guard import AuthWithoutGuard
from .dk107_task_without_task_support import TaskWithoutTaskSupport
from .dk201_unguarded_optional import UnguardedOptional
from .dk202_fail_closed_tested_as_optional import FailClosedTestedAsOptional
from .dk203_service_call_without_guard import ServiceCallWithoutGuard
from .dk204_fabricated_identifier import FabricatedIdentifier
from .dk205_redundant_guard import RedundantGuard
from .dk301_teardown_scope_not_honoured import TeardownScopeNotHonoured
from .dk302_teardown_key_scope_mismatch import TeardownKeyScopeMismatch
from .dk303_session_without_teardown import SessionWithoutTeardown
from .dk304_unknown_teardown_scope import UnknownTeardownScope
from .dk401_session_id_as_key import SessionIdAsKey
from .dk402_secret_leak import SecretLeak
from .dk501_cancellation_ignored import CancellationIgnored
from .dk901_internal_error import InternalError
from .dk902_unused_suppression import UnusedSuppression

ALL_RULES: tuple[type[Rule], ...] = (
    SyntaxErrorRule,
    UnknownContextAttribute,
    UncheckableDeclaration,
    ContextNotInjected,
    ContextCallNotAwaited,
    CredentialWithoutNeeds,
    UnusedNeeds,
    WantedWithoutWants,
    WantsUnknownArgument,
    WantedKeyNotDeclared,
    AuthWithoutGuard,
    TaskWithoutTaskSupport,
    UnguardedOptional,
    FailClosedTestedAsOptional,
    ServiceCallWithoutGuard,
    FabricatedIdentifier,
    RedundantGuard,
    TeardownScopeNotHonoured,
    TeardownKeyScopeMismatch,
    SessionWithoutTeardown,
    UnknownTeardownScope,
    SessionIdAsKey,
    SecretLeak,
    CancellationIgnored,
    InternalError,
    UnusedSuppression,
)
RULES_BY_CODE: dict[str, type[Rule]] = {r.code: r for r in ALL_RULES}
# Rules reported by the engine itself rather than by `check`.
ENGINE_CODES = {SyntaxErrorRule.code, InternalError.code, UnusedSuppression.code}

__all__ = ["ALL_RULES", "ENGINE_CODES", "RULES_BY_CODE", "Invalid", "Rule"]
