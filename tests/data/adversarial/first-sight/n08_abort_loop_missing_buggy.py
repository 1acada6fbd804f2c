from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    done = 0
    while done < 10:  # expect: DK501
        await asyncio.sleep(0.2)
        done += 1
    return done
