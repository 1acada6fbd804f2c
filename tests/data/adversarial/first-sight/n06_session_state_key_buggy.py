from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True
STATE = {}

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    sid = ctx.session_id
    if sid is None:
        return None
    STATE.setdefault(sid, []).append(args.item)  # expect: DK401
    return len(STATE[sid])  # expect: DK401
