from devkit.agent import ToolExecutionContext, tool


@tool(name="step")
def step(args, ctx: ToolExecutionContext) -> dict:
    n = ctx.iteration if ctx.iteration is not None else 0  # expect: DK205
    return {"n": n}
