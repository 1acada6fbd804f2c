from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class Bearer:
    def can_activate(self, ctx):
        return True

@use_guards(Bearer)
@tool(name="t")
async def t(args, ctx: ExecutionContext):
    return {"subject": ctx.auth.subject}  # expect: DK201
