from devkit.agent import tool, ToolExecutionContext

SCOPE = "session"


@tool(name="module_constant")
def module_constant(args, ctx: ToolExecutionContext):
    def register():
        if ctx.on_teardown is not None:
            ctx.on_teardown(lambda: None, scope=SCOPE, key="k")  # expect: DK301

    register()
    return 1


@tool(name="own_constant")
def own_constant(args, ctx: ToolExecutionContext):
    def register():
        scope = "tenant"
        if ctx.on_teardown is not None:
            ctx.on_teardown(lambda: None, scope=scope)  # expect: DK304

    register()
    return 1


@tool(name="closure_in_closure")
def closure_in_closure(args, ctx: ToolExecutionContext):
    def body():
        sig = ctx.signal
        if sig is None:
            return None
        check = lambda: sig.aborted  # expect: DK201
        sig = ctx.signal
        return check()

    return body()


@tool(name="second_use")
def second_use(args, ctx: ToolExecutionContext):
    def body():
        print(ctx.identity.tenant)  # expect: DK201
        return ctx.identity.principal

    return body()
