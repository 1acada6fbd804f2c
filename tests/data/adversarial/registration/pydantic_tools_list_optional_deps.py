from pydantic_ai import Agent, RunContext

async def t(ctx: RunContext[dict | None], x: int) -> str:
    return ctx.deps["k"]  # expect: DK201

agent = Agent('test', deps_type=dict, tools=[t])
