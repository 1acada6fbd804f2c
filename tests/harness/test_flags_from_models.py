"""Every `devkit invoke` flag comes from one options model, and says the same as the
invocation file's field it is made from."""

from __future__ import annotations

import json

import click
import pytest
from click.testing import CliRunner

from devkit.cli import main
from devkit.harness.flags import copied_fields, field_names, invocation_flags
from devkit.harness.options import build_request
from devkit.harness.request import InvocationFile


def _flags_of_invoke() -> set[str]:
    command = main.commands["invoke"]
    params = command.get_params(click.Context(command))
    return {o for p in params for o in p.opts}


def test_each_flagged_field_and_each_framework_option_is_a_flag_of_invoke_and_watch():
    wanted = {"--" + (flag.name or name).replace("_", "-") for name, _, flag in invocation_flags()}
    wanted |= {"--" + name.replace("_", "-") for name in field_names()}
    assert {"--session", "--no-run", "--credential", "--client-id", "--deps"} <= wanted
    assert wanted <= _flags_of_invoke()
    watch = main.commands["watch"]
    assert wanted <= {o for p in watch.get_params(click.Context(watch)) for o in p.opts}


SAMPLE = {
    "session": "s-1",
    "run_id": "r-9",
    "iteration": 3,
    "timeout": 5.0,
    "abort_after": 1.5,
    "max_output": 100,
    "max_result": 200,
    "subject": "alice",
    "memory": "memories.jsonl",
}


@pytest.mark.parametrize("name, switch", copied_fields())
def test_a_flag_and_the_file_field_it_is_made_from_give_the_same_request(name, switch, tmp_path):
    value = True if switch else SAMPLE[name]
    from_flag = build_request("tool.py:t", {name: value})
    invocation = tmp_path / "call.json"
    invocation.write_text(json.dumps({name: value}))
    from_file = build_request("tool.py:t", {"invocation": str(invocation)})
    assert from_flag[name] == from_file[name] == value
    InvocationFile.model_validate({name: value})  # and the file's schema takes it


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--timeout", "inf"], "--timeout"),
        (["--max-output", "0"], "--max-output"),
        (["--iteration", "x"], "--iteration"),
        (["--mode", "sideways"], "--mode"),
    ],
)
def test_a_bad_value_is_refused_naming_the_flag(args, needle):
    result = CliRunner().invoke(main, ["invoke", "tool.py:t", *args])
    assert result.exit_code == 2
    assert needle in result.output
