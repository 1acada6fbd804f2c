from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


@tool(name="audit")
@use_guards(G)
async def audit(args, ctx: ExecutionContext) -> None:
    if ctx.auth is None:
        return
    payload = {"who": ctx.auth.subject, "bearer": ctx.auth.token}
    await emit_event("audit", payload)  # expect: DK402
