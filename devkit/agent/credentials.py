"""Credentials: declared needs, resolved credentials, and providers."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from ..sdk.errors import ServiceNotAttached
from ..sdk.secret import Secret


@dataclass(frozen=True)
class Need:
    """A credential a tool declares it requires: `Need("github", scopes=("repo",))`."""

    name: str
    scopes: tuple[str, ...] = ()
    kind: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise TypeError(f"Need name must be a non-empty str, got {self.name!r}")
        object.__setattr__(self, "scopes", tuple(self.scopes))


@dataclass(frozen=True)
class Credential:
    """A resolved credential. Its `secret` only shows its value through `secret.reveal()`."""

    name: str
    secret: Secret
    kind: str = "token"
    scopes: tuple[str, ...] = ()
    expires_at: datetime | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.secret, Secret):
            object.__setattr__(self, "secret", Secret(self.secret))
        object.__setattr__(self, "scopes", tuple(self.scopes))


class CredentialProvider:
    """Resolves credentials at run time. Subclass and implement `get`."""

    def get(self, need: Need | str) -> Credential | None:
        raise NotImplementedError


@dataclass
class InMemoryCredentialProvider(CredentialProvider):
    """Credentials held in memory, by name. Values may be `Credential`s or raw strings."""

    credentials: Mapping[str, Credential | str | Secret] = field(default_factory=dict)

    def get(self, need: Need | str) -> Credential | None:
        need = need if isinstance(need, Need) else Need(need)
        value = self.credentials.get(need.name)
        if value is None:
            return None
        if isinstance(value, Credential):
            return value
        return Credential(name=need.name, secret=Secret(value), scopes=need.scopes)


class FailClosedCredentialProvider(CredentialProvider):
    """What `ctx.credentials` is when no provider is attached: every call refuses."""

    def get(self, need: Need | str) -> Credential | None:
        raise ServiceNotAttached(
            "ctx.credentials: no credential provider is attached to this run, so nothing can "
            "be resolved. Attach one (ToolExecutionContext(credentials=InMemoryCredentialProvider"
            "({...})), or `devkit invoke --credential NAME=VALUE`), or branch on "
            "ctx.has_credentials for a degraded mode."
        )

    def __repr__(self) -> str:
        return "<no credential provider attached>"
