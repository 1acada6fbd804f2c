from google.adk.agents import Agent
from google.adk.agents.callback_context import CallbackContext
from google.adk.tools import ToolContext


def greet(ctx: CallbackContext) -> None:  # expect: DK004
    ctx.state["greeted"] = True


def check_args(tool, args, context: ToolContext) -> None:  # expect: DK004
    if not args:
        context.state["empty"] = True


def flexible(callback_context: CallbackContext, **extra) -> None:
    callback_context.state["flexible"] = True


root_agent = Agent(
    name="greeter",
    model="gemini-2.0-flash",
    before_agent_callback=greet,
    before_tool_callback=check_args,
    after_agent_callback=flexible,
)
