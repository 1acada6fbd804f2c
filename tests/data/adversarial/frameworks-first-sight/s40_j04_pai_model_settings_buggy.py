from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def temp(ctx: RunContext[None]) -> float:
    return ctx.model_settings.get("temperature", 0.0)  # expect: DK201
