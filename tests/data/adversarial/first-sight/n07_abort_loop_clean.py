from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    done = 0
    for chunk in args.chunks:
        if ctx.abort_signal is not None and ctx.abort_signal.aborted:
            break
        await asyncio.sleep(0)
        done += 1
    return done
