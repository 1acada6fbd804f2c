from devkit.agent import ToolExecutionContext, tool


@tool(name="collect", description="Collects rows.")
def collect(args, ctx: ToolExecutionContext) -> list:
    out = []
    for name in args.names:
        try:
            if ctx.identity is None:
                raise PermissionError("anonymous")
            row = args.table[name]
        except Exception:
            continue
        out.append(f"{ctx.identity.tenant}:{name}:{row}")
    return out
