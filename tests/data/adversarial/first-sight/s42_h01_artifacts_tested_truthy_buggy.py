from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    store = ctx.artifacts
    if not store:  # expect: DK202
        return "no store"
    store.put("out.txt", args.text)
    return "saved"
