from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    creds = ctx.credentials.get(Need('github'))
    raise RuntimeError(f'bad token {creds.secret.reveal()}')  # expect: DK201, DK402
