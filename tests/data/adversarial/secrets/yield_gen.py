from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import json, base64, hashlib
@tool(name="a", needs=[Need("gh")])
async def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return
    tok = ctx.credential.secret.reveal()
    yield tok  # expect: DK402
