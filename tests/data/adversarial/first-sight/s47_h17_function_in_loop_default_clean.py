from devkit.agent import ToolExecutionContext, tool


@tool(name="callbacks", description="Makes callbacks.")
def callbacks(args, ctx: ToolExecutionContext) -> list:
    made = []
    for name in args.names:
        if ctx.identity is None:
            continue

        def callback(ident=ctx.identity, label=name):
            return f"{label}:{ident.tenant}"

        made.append(callback)
    return made
