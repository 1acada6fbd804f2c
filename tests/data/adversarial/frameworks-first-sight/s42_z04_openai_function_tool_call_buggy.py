from agents import Agent, RunContextWrapper, function_tool


def echo(wrapper: RunContextWrapper[None], text: str) -> str:
    return wrapper.tool_input.get("text", text)  # expect: DK201


agent = Agent(name="a", tools=[function_tool(echo)])
