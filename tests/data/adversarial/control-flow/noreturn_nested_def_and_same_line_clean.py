from devkit.agent import tool, ToolExecutionContext
import sys

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    def deny(m):
        raise PermissionError(m)
    if ctx.identity is None:
        deny("x")
    a = ctx.identity.tenant
    if ctx.run_id is None:
        sys.exit(1); print(ctx.run_id.upper())
    return ctx.run_id.upper()

@tool(name="u")
def u(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        deny2("x")
    return ctx.identity.tenant

def deny2(m):
    raise PermissionError(m)
