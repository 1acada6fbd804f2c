from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


@tool(name="t")
@use_guards(G)
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.auth.subject if ctx.auth else "-"
