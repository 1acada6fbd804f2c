"""The profile data is the one description of each context: the SDK must match it exactly."""

from __future__ import annotations

import inspect
import typing

import pytest

from devkit.adk import ToolContext
from devkit.adk.context import EventActions
from devkit.agent import Credential, InMemoryArtifactStore, MemoryIdentity, ToolExecutionContext
from devkit.agent.artifacts import ToolArtifacts
from devkit.agent.credentials import CredentialProvider
from devkit.mcp import ExecutionContext
from devkit.mcp.context import AuthInfo, TaskInfo
from devkit.profiles import PROFILES, PresenceKind, get_profile


def _public_names(obj: object) -> set[str]:
    return {n for n in dir(obj) if not n.startswith("_")}


CONTEXTS = {
    "agent": lambda: ToolExecutionContext(),
    "mcp": lambda: ExecutionContext(),
    "adk": lambda: ToolContext(),
}


# Our SDK's profiles; the real frameworks' are checked against their wheels in tests/frameworks.
@pytest.mark.parametrize("profile_name", sorted(CONTEXTS))
def test_context_attributes_match_profile_fields_exactly(profile_name):
    profile = get_profile(profile_name)
    ctx = CONTEXTS[profile_name]()
    assert type(ctx).__name__ == profile.context_type
    top_level = {n for n in profile.field_names() if "." not in n}
    assert _public_names(ctx) == top_level


# The SDK's classes whose attributes may be None, by the profile field holding one.
NESTED_CLASSES = {
    "agent": {"identity": MemoryIdentity, "credential": Credential},
    "mcp": {"auth": AuthInfo, "task": TaskInfo},
    "adk": {"actions": EventActions},
}


@pytest.mark.parametrize("profile_name", sorted(CONTEXTS))
def test_members_of_field_values_that_may_be_none_are_in_the_profile(profile_name):
    """`ctx.identity.tenant` may be None (DK201) exactly when the SDK's class says so."""
    profile = get_profile(profile_name)
    modelled = {f.name for f in profile.fields if "." in f.name and not f.is_method}
    expected = set()
    for parent, cls in NESTED_CLASSES[profile_name].items():
        assert profile.field(parent) is not None
        for name, hint in typing.get_type_hints(cls).items():
            if not name.startswith("_") and type(None) in typing.get_args(hint):
                expected.add(f"{parent}.{name}")
    assert modelled == expected
    for name in modelled:
        assert profile.field(name).presence.kind is PresenceKind.OPTIONAL, name


# The SDK's classes with methods whose result may be None, by the profile field holding one.
NESTED_METHODS = {
    "agent": {"artifacts": ToolArtifacts, "credentials": CredentialProvider},
    "mcp": {},
    "adk": {},
}


@pytest.mark.parametrize("profile_name", sorted(CONTEXTS))
def test_methods_of_field_values_whose_result_may_be_none_are_in_the_profile(profile_name):
    """`ctx.artifacts.get(ref)` may return None (DK201 on its result) as the SDK says."""
    profile = get_profile(profile_name)
    modelled = {f.name for f in profile.fields if "." in f.name and f.is_method and f.result}
    expected = set()
    for parent, cls in NESTED_METHODS[profile_name].items():
        for name, method in vars(cls).items():
            hint = typing.get_type_hints(method).get("return") if callable(method) else None
            if not name.startswith("_") and type(None) in typing.get_args(hint):
                expected.add(f"{parent}.{name}")
    assert modelled == expected
    for name in modelled:
        assert profile.field(f"{name}()").presence.kind is PresenceKind.OPTIONAL, name


@pytest.mark.parametrize("profile_name", sorted(CONTEXTS))
def test_coroutine_methods_are_recorded_as_async(profile_name):
    """DK005 knows a method must be awaited only from the profile: it must say so for
    every coroutine method of the SDK's context, and for no other."""
    profile = get_profile(profile_name)
    ctx_class = type(CONTEXTS[profile_name]())
    for field in profile.fields:
        method = getattr(ctx_class, field.name, None)
        if field.is_method and callable(method):
            assert bool(field.is_async) == inspect.iscoroutinefunction(method), field.name


@pytest.mark.parametrize("profile_name", sorted(CONTEXTS))
def test_methods_of_field_values_say_whether_they_are_coroutines(profile_name):
    """`await ctx.artifacts.list()` awaits a list (DK005): every method of a field's value
    the profile models says sync or async as the SDK defines it."""
    profile = get_profile(profile_name)
    for field in profile.fields:
        parent, _, name = field.name.rpartition(".")
        if field.is_method and parent in NESTED_METHODS[profile_name]:
            method = getattr(NESTED_METHODS[profile_name][parent], name)
            assert field.is_async is inspect.iscoroutinefunction(method), field.name


def test_coroutine_functions_of_a_profile_module_are_coroutines():
    import devkit.mcp

    for name in get_profile("mcp").coroutine_functions:
        assert inspect.iscoroutinefunction(getattr(devkit.mcp, name)), name


@pytest.mark.parametrize("profile_name", sorted(PROFILES))
def test_every_field_is_documented_with_seed_name_and_guard(profile_name):
    profile = get_profile(profile_name)
    for field in profile.fields:
        assert len(field.doc) > 20, field.name
        assert field.seed_name and field.seed_name[0].islower(), field.name
        if field.presence.kind is not PresenceKind.ALWAYS:
            assert "ctx." in field.guard_idiom(), field.name


@pytest.mark.parametrize("profile_name", sorted(CONTEXTS))
def test_presence_classes_hold_on_a_bare_context(profile_name):
    """A context built with no services: optional/declared fields are None, always fields are not."""
    profile = get_profile(profile_name)
    ctx = CONTEXTS[profile_name]()
    for field in (f for f in profile.fields if "." not in f.name):
        value = getattr(ctx, field.name)
        if field.presence.may_be_none:
            assert value is None, field.name
        elif field.presence.kind in (PresenceKind.ALWAYS, PresenceKind.FAIL_CLOSED):
            assert value is not None, field.name
        if field.presence.kind is PresenceKind.FAIL_CLOSED:
            assert getattr(ctx, field.presence.flag) is False, field.name


def test_fail_closed_flags_turn_true_when_a_store_is_attached():
    from devkit.agent import InMemoryCredentialProvider

    ctx = ToolExecutionContext(
        credentials=InMemoryCredentialProvider({}), artifacts=InMemoryArtifactStore()
    )
    for field in get_profile("agent").fields:
        if field.presence.kind is PresenceKind.FAIL_CLOSED:
            assert getattr(ctx, field.presence.flag) is True


def test_declared_fields_name_a_declaration_of_their_profile():
    for profile in PROFILES.values():
        for field in profile.fields:
            if field.presence.kind is PresenceKind.DECLARED:
                assert profile.declaration(field.presence.declaration) is not None, field.name
            if field.presence.kind is PresenceKind.FAIL_CLOSED:
                assert profile.field(field.presence.flag) is not None
            if field.presence.kind is PresenceKind.RAISES_WITHOUT:
                assert (
                    profile.field(field.presence.service) is not None
                    if field.presence.service
                    else field.presence.condition and profile.handling_exceptions
                ), field.name


def test_unknown_profile_names_the_known_ones():
    with pytest.raises(KeyError, match="adk, agent, fastmcp, google-adk, langchain, mcp, mcp-sdk"):
        get_profile("crewai")


def test_profiles_piped_are_tab_separated_and_never_cut():
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "devkit", "profiles", "agent"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    rows = [line.split("\t") for line in done.stdout.splitlines() if not line.startswith("#")]
    assert rows[0] == ["field", "type", "presence", "guard"]
    by_field = {row[0]: row for row in rows[1:]}
    assert all(len(row) == 4 for row in rows)
    for f in get_profile("agent").fields:
        name = f.name + ("()" if f.is_method else "")
        assert by_field[name][3] == f.guard_idiom()


def test_fields_of_a_generic_contexts_class_are_optional_members_and_views_stay_few():
    from devkit.profiles import model

    profile = get_profile("pydantic-ai")
    view = profile.with_caller_object_fields("Deps", ("api_key",))
    member = view.field("deps.api_key")
    assert member is not None and member.presence.may_be_none
    assert profile.field("deps.api_key") is None  # the profile itself is left as it was
    # An editor typing a field's name makes a new view per keystroke; they do not pile up.
    for i in range(1_000):
        profile.with_caller_object_fields("Deps", (f"field_{i}",))
    assert len(model._CALLER_VIEWS) <= 257
