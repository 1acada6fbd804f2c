"""The adk profile's context object."""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from ..sdk.errors import ServiceNotAttached
from .services import (
    ArtifactService,
    InMemorySessionService,
    MemorySearchResult,
    MemoryService,
    Session,
    SessionService,
)


@dataclass
class EventActions:
    """Flags the runtime reads after the tool returns."""

    transfer_to_agent: str | None = None
    escalate: bool = False
    state_delta: dict[str, Any] = field(default_factory=dict)
    artifact_delta: dict[str, int] = field(default_factory=dict)


class State(MutableMapping[str, Any]):
    """The session state; every write is also recorded in `actions.state_delta`."""

    def __init__(self, session: Session, actions: EventActions) -> None:
        self._session, self._actions = session, actions

    def __getitem__(self, key: str) -> Any:
        return self._session.state[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._session.state[key] = value
        self._actions.state_delta[key] = value

    def __delitem__(self, key: str) -> None:
        del self._session.state[key]
        self._actions.state_delta[key] = None

    def __iter__(self) -> Iterator[str]:
        return iter(self._session.state)

    def __len__(self) -> int:
        return len(self._session.state)

    def __repr__(self) -> str:
        return f"State({self._session.state!r})"


def _missing(service: str, method: str, attach: str, flag: str) -> ServiceNotAttached:
    return ServiceNotAttached(
        f"ctx.{method}(): no {service} is configured for this runner. Attach one "
        f"(ToolContext({attach}=...), or run `devkit invoke` without {flag}), "
        f"or check `ctx.{attach} is not None` first."
    )


class ToolContext:
    """What a tool of the `adk` profile receives. Field docs: `devkit.profiles.adk`."""

    def __init__(
        self,
        *,
        session: Session | None = None,
        session_service: SessionService | None = None,
        memory_service: MemoryService | None = None,
        artifact_service: ArtifactService | None = None,
        function_call_id: str | None = None,
        actions: EventActions | None = None,
    ) -> None:
        self.session = session if session is not None else Session(id="session")
        self.session_service = (
            session_service if session_service is not None else InMemorySessionService()
        )
        self.memory_service = memory_service
        self.artifact_service = artifact_service
        self.function_call_id = function_call_id
        self.actions = actions if actions is not None else EventActions()
        self._state = State(self.session, self.actions)

    @property
    def state(self) -> State:
        return self._state

    def _artifacts(self, method: str) -> ArtifactService:
        if self.artifact_service is None:
            raise _missing("artifact service", method, "artifact_service", "--no-artifact-store")
        return self.artifact_service

    def _where(self) -> tuple[str, str, str]:
        return self.session.app_name, self.session.user_id, self.session.id

    async def list_artifacts(self) -> list[str]:
        return await self._artifacts("list_artifacts").list_artifact_keys(*self._where())

    async def load_artifact(self, name: str, version: int | None = None) -> bytes | None:
        return await self._artifacts("load_artifact").load_artifact(*self._where(), name, version)

    async def save_artifact(self, name: str, data: bytes) -> int:
        version = await self._artifacts("save_artifact").save_artifact(*self._where(), name, data)
        self.actions.artifact_delta[name] = version
        return version

    async def search_memory(self, query: str) -> list[MemorySearchResult]:
        if self.memory_service is None:
            raise _missing(
                "memory service", "search_memory", "memory_service", "--no-memory-service"
            )
        return await self.memory_service.search_memory(
            self.session.app_name, self.session.user_id, query
        )

    def __repr__(self) -> str:
        return f"<ToolContext session={self.session.id!r} call={self.function_call_id!r}>"
