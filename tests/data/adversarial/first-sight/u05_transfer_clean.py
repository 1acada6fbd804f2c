from devkit.adk import create_tool, ToolContext
import asyncio

def handoff(args, ctx: ToolContext):
    ctx.actions.transfer_to_agent = args.agent
    ctx.actions.escalate = False
    return {"ok": True, "session": ctx.session.id}
