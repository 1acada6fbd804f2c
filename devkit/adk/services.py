"""Session, memory and artifact services of the adk profile, with in-memory implementations."""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Session:
    id: str
    app_name: str = "app"
    user_id: str = "user"
    state: dict[str, Any] = field(default_factory=dict)
    events: list[Any] = field(default_factory=list)
    ended: bool = False
    last_update_time: float = field(default_factory=time.time)


class SessionService:
    """Interface: create, get, list, delete and end sessions."""

    async def create_session(
        self,
        app_name: str,
        user_id: str,
        state: dict[str, Any] | None = None,
        session_id: str | None = None,
    ) -> Session:
        raise NotImplementedError

    async def get_session(self, app_name: str, user_id: str, session_id: str) -> Session | None:
        raise NotImplementedError

    async def list_sessions(self, app_name: str, user_id: str) -> list[Session]:
        raise NotImplementedError

    async def delete_session(self, app_name: str, user_id: str, session_id: str) -> None:
        raise NotImplementedError

    async def end_session(self, app_name: str, user_id: str, session_id: str) -> None:
        raise NotImplementedError


class InMemorySessionService(SessionService):
    def __init__(self) -> None:
        self._sessions: dict[tuple[str, str, str], Session] = {}

    def add(self, session: Session) -> Session:
        self._sessions[(session.app_name, session.user_id, session.id)] = session
        return session

    async def create_session(
        self,
        app_name: str,
        user_id: str,
        state: dict[str, Any] | None = None,
        session_id: str | None = None,
    ) -> Session:
        return self.add(
            Session(
                session_id or f"sess_{uuid.uuid4().hex[:12]}", app_name, user_id, dict(state or {})
            )
        )

    async def get_session(self, app_name: str, user_id: str, session_id: str) -> Session | None:
        return self._sessions.get((app_name, user_id, session_id))

    async def list_sessions(self, app_name: str, user_id: str) -> list[Session]:
        return [s for (a, u, _), s in self._sessions.items() if (a, u) == (app_name, user_id)]

    async def delete_session(self, app_name: str, user_id: str, session_id: str) -> None:
        self._sessions.pop((app_name, user_id, session_id), None)

    async def end_session(self, app_name: str, user_id: str, session_id: str) -> None:
        session = self._sessions.get((app_name, user_id, session_id))
        if session is not None:
            session.ended = True


@dataclass(frozen=True)
class MemoryRecord:
    content: str
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MemorySearchResult:
    memory: MemoryRecord
    score: float  # 0..1, higher is more relevant


class MemoryService:
    async def search_memory(
        self, app_name: str, user_id: str, query: str
    ) -> list[MemorySearchResult]:
        raise NotImplementedError


_WORD = re.compile(r"\w+")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


class InMemoryMemoryService(MemoryService):
    """Keyword memory: a record's score is the share of the query's words it contains."""

    def __init__(self, records: list[MemoryRecord] | None = None) -> None:
        self.records: list[MemoryRecord] = list(records or [])

    def add(self, content: str, **metadata: Any) -> MemoryRecord:
        record = MemoryRecord(content, dict(metadata))
        self.records.append(record)
        return record

    async def search_memory(
        self, app_name: str, user_id: str, query: str
    ) -> list[MemorySearchResult]:
        wanted = _words(query)
        if not wanted:
            return []
        results = []
        for record in self.records:
            score = len(wanted & _words(record.content)) / len(wanted)
            if score > 0:
                results.append(MemorySearchResult(record, round(score, 4)))
        return sorted(results, key=lambda r: r.score, reverse=True)


class ArtifactService:
    async def save_artifact(
        self, app_name: str, user_id: str, session_id: str, filename: str, data: bytes
    ) -> int:
        raise NotImplementedError

    async def load_artifact(
        self,
        app_name: str,
        user_id: str,
        session_id: str,
        filename: str,
        version: int | None = None,
    ) -> bytes | None:
        raise NotImplementedError

    async def list_artifact_keys(self, app_name: str, user_id: str, session_id: str) -> list[str]:
        raise NotImplementedError


class InMemoryArtifactService(ArtifactService):
    """Versioned artifacts per session; a session never sees another's files."""

    def __init__(self) -> None:
        self._files: dict[tuple[str, str, str, str], list[bytes]] = {}

    async def save_artifact(
        self, app_name: str, user_id: str, session_id: str, filename: str, data: bytes
    ) -> int:
        versions = self._files.setdefault((app_name, user_id, session_id, filename), [])
        versions.append(data.encode() if isinstance(data, str) else bytes(data))
        return len(versions) - 1

    async def load_artifact(
        self,
        app_name: str,
        user_id: str,
        session_id: str,
        filename: str,
        version: int | None = None,
    ) -> bytes | None:
        versions = self._files.get((app_name, user_id, session_id, filename))
        if not versions:
            return None
        if version is None:
            return versions[-1]
        return versions[version] if 0 <= version < len(versions) else None

    async def list_artifact_keys(self, app_name: str, user_id: str, session_id: str) -> list[str]:
        return sorted(
            f for (a, u, s, f) in self._files if (a, u, s) == (app_name, user_id, session_id)
        )
