from pydantic_ai import Agent, RunContext, Tool


async def step(ctx: RunContext[int]) -> str:
    return ctx.tool_call_id.upper()


agent = Agent("test", deps_type=int, tools=[Tool(step, takes_ctx=True)])
