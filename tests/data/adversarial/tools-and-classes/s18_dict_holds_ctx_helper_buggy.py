from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def principal(env: dict) -> str:
    return env["ctx"].identity.principal  # expect: DK201


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    env = {"ctx": ctx}
    return principal(env)
