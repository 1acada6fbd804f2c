from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    parts = []
    if type(ctx.identity) is MemoryIdentity:
        parts.append(ctx.identity.tenant)
    if bool(ctx.signal):
        parts.append(str(ctx.signal.aborted))
    if ctx.run_id != None:  # noqa: E711
        parts.append(ctx.run_id.upper())
    if not ctx.session_id is None:
        parts.append(ctx.session_id.lower())
    return ",".join(parts)
