from __future__ import annotations

from dataclasses import dataclass

from agents import Agent, RunContextWrapper, function_tool


@dataclass
class Account:
    owner: str
    balance: int


@function_tool
def withdraw(ctx: RunContextWrapper[Account], amount: int) -> str:
    """Withdraws money after checking the balance."""
    account = ctx.context
    if amount > account.balance:
        return "insufficient funds"
    account.balance -= amount
    caller = ctx.agent.name
    return f"{caller} withdrew {amount} for {account.owner}"


bank = Agent[Account](name="bank", tools=[withdraw])
