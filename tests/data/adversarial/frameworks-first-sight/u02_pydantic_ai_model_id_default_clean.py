from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


def model_label(ctx: RunContext[str]) -> str:
    model = ctx.model_id
    if not model:
        return "unknown"
    return model.lower()


@agent.tool
def label(ctx: RunContext[str]) -> str:
    return model_label(ctx)
