from devkit.agent import tool, ToolExecutionContext

SCOPE = "session"


@tool(name="module_constant")
def module_constant(args, ctx: ToolExecutionContext):
    def register():
        if ctx.on_teardown is not None and SCOPE in (ctx.teardown_scopes or ()):
            ctx.on_teardown(lambda: None, scope=SCOPE, key="k")

    register()
    return 1


@tool(name="own_constant")
def own_constant(args, ctx: ToolExecutionContext):
    def register():
        scope = "run"
        if ctx.on_teardown is not None and scope in (ctx.teardown_scopes or ()):
            ctx.on_teardown(lambda: None, scope=scope)

    register()
    return 1


@tool(name="closure_in_closure")
def closure_in_closure(args, ctx: ToolExecutionContext):
    def body():
        sig = ctx.signal
        if sig is None:
            return None
        check = lambda: sig.aborted
        return check()

    return body()
