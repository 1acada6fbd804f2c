from pydantic_ai import Agent, RunContext
agent = Agent('test', deps_type=dict)

@agent.tool
async def t(ctx: RunContext[dict], x: int) -> str:
    return ctx.tool_call_id.upper()
