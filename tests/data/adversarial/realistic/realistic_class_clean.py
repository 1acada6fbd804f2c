from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

from pydantic import BaseModel

class SyncArgs(BaseModel):
    source: str
    limit: int = 10

class SyncRepo(Tool):
    name = "sync_repo"
    needs = [Need("git")]

    def __init__(self):
        self.seen: dict[str, int] = {}

    def _key(self, ctx: ToolExecutionContext) -> str:
        return tool_session_key(ctx, "session")

    async def execute(self, args: SyncArgs, ctx: ToolExecutionContext):
        if ctx.credential is None:
            return {"error": "no credential"}
        key = self._key(ctx)
        self.seen[key] = self.seen.get(key, 0) + 1
        count = 0
        while count < args.limit:
            if ctx.signal is not None and ctx.signal.aborted:
                return {"stopped": count}
            count += 1
            await asyncio.sleep(0)
        if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
            ctx.on_teardown(lambda: self.seen.pop(key, None), scope="session", key=key)
        return {"count": count, "cred": ctx.credential.name}
