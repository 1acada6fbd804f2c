from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

def who(c):
    return c.auth.subject  # expect: DK106

@tool(name="m")
def m(args, ctx: ExecutionContext):
    return who(ctx)
