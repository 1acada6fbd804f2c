from devkit.agent import tool, ToolExecutionContext

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    name = ctx.credential.name  # expect: DK101
    kind = ctx.credential.kind
    scopes = ctx.credential.scopes
    return name, kind, scopes
