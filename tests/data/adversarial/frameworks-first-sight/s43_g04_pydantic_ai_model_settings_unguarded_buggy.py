from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def temperature(ctx: RunContext[None]) -> float:
    return float(ctx.model_settings.get("temperature", 1.0))  # expect: DK201
