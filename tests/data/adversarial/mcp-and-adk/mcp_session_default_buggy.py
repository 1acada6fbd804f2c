from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

import uuid
@tool(name="m")
def m(args, ctx: ExecutionContext):
    sid = ctx.session_id or str(uuid.uuid4())  # expect: DK204
    return sid
