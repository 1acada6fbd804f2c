from pydantic_ai import Agent, RunContext
agent = Agent('test', deps_type=dict)

@agent.tool
async def t(ctx: RunContext[dict | None], x: int) -> str:
    return ctx.deps["k"]  # expect: DK201
