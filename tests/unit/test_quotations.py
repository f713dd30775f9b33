"""Quotations that run past the sentence that attributes them (pipeline.extract.quotations)."""

import pytest

from evaluation.attribution import predict_attributions
from pipeline.extract.parse import ParseExtractor
from pipeline.extract.quotations import Attributed, complete_quotations, quotation_end, single_mark_quotations


@pytest.fixture(scope="module")
def quoted():
    extractor = ParseExtractor()

    def run(text: str) -> list[tuple[str, str, str]]:
        """(source, cue, content) texts of every attribution found in ``text``."""

        def part(span):
            return text[span[0] : span[1]] if span else ""

        return [(part(a.source), part(a.cue), part(a.content)) for a in predict_attributions(text, extractor)]

    return run


def test_quotation_end_follows_paragraphs_that_reopen_the_quote() -> None:
    text = "“First paragraph.\n\n“Second paragraph.” Then narration."
    assert text[: quotation_end(text, 0)] == "“First paragraph.\n\n“Second paragraph.”"


def test_quotation_end_stops_at_a_paragraph_that_does_not_reopen() -> None:
    text = "“An unclosed quotation.\n\nNarration goes on."
    assert text[: quotation_end(text, 0)] == "“An unclosed quotation."


def test_quotation_in_two_sentences_is_one_content(quoted) -> None:
    text = "“We should lay off Bernie a little bit,” Reid told reporters. “Bernie’s a good man.”"
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Reid", "told")
    assert content == "“We should lay off Bernie a little bit,” Reid told reporters. “Bernie’s a good man.”"


def test_a_quotation_opened_inside_the_content_runs_to_its_closing_mark(quoted) -> None:
    text = (
        "Cruz said that “if there’s a large turnout I think we’re going to do just fine. "
        "If it’s a low turnout, that may be another story.” Polls open at seven."
    )
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Cruz", "said")
    assert content == text[text.index("that") : text.index(" Polls")]


def test_a_quotation_reopened_in_the_next_paragraph_is_still_the_speakers(quoted) -> None:
    text = (
        "“We need real change,” Sanders said.\n\n"
        "“But we do not need change based on bigotry.”\n\n"
        "The rally ended at nine."
    )
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Sanders", "said")
    assert content == text[: text.index("\n\nThe rally")]


def test_a_quoted_phrase_does_not_take_the_next_paragraphs_quotation(quoted) -> None:
    text = "Warren called the bank’s conduct “outrageous.”\n\n“No bank is too big to be broken up.”"
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Warren", "called")
    assert "No bank" not in content


def test_the_next_paragraph_with_a_speaker_of_its_own_is_not_taken(quoted) -> None:
    text = "“We need real change,” Sanders said.\n\n“We have it already,” Clinton replied."
    assert [content for _, _, content in quoted(text)] == ["“We need real change,”", "“We have it already,”"]


def test_quotation_interrupted_by_its_attribution(quoted) -> None:
    text = "“Supporters of other candidates,” Blackwell added, “have focused on paid advertising.”"
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Blackwell", "added")
    assert content == text


def test_second_half_of_an_interrupted_quotation_takes_the_first(quoted) -> None:
    text = "“On this basis,” Zero Hedge said, “youth unemployment is in the mid-30s.”"
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Zero Hedge", "said")
    assert content == text


def test_last_sentence_of_a_quotation_before_its_cue_takes_the_whole_quotation(quoted) -> None:
    # Read as two sentences, the second ("They are wrong,” Schumer said.") has no opening mark.
    text = "“The rationales do not hold weight. They are 100 percent wrong,” Schumer said."
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Schumer", "said")
    assert content == "“The rationales do not hold weight. They are 100 percent wrong,”"


def test_two_apostrophes_are_a_quotation_mark(quoted) -> None:
    text = "''Hopefully,'' the president said, ''we will win.''"
    ((source, cue, content),) = quoted(text)
    assert (source, cue, content) == ("the president", "said", text)


def test_a_question_before_an_answer_is_not_the_answer(quoted) -> None:
    text = "“Would you have told her?” He answered, “I have no idea.”"
    assert ("He", "answered", "“I have no idea.”") in quoted(text)


def test_a_bare_cue_with_a_circumstance_after_it_takes_the_quotation_before(quoted) -> None:
    text = "“Alabama is proud to cast its votes for the next president!” Senator Sessions said as he began the vote."
    assert (
        "Senator Sessions",
        "said",
        "“Alabama is proud to cast its votes for the next president!”",
    ) in quoted(text)


def test_colon_hands_the_words_to_the_next_paragraph(quoted) -> None:
    text = (
        "Dr. Ward stated:\n\n“The Department of Justice is not about equal justice anymore.”\n\n"
        "The department did not reply."
    )
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Dr. Ward", "stated:")
    assert content == "“The Department of Justice is not about equal justice anymore.”"


def test_colon_before_a_block_quote_without_marks_hands_over_the_next_paragraph(quoted) -> None:
    text = "The minister added:\n\nThe plant will restart in March and hire 200 workers.\n\nOthers doubt it."
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("The minister", "added:")
    assert content == "The plant will restart in March and hire 200 workers."


def test_a_transcript_turn_runs_to_the_end_of_its_paragraph(quoted) -> None:
    text = "FALLIN: I think he is trying. It has been part of his message.\n\nTAPPER: Thank you, Governor."
    found = quoted(text)
    assert ("FALLIN", ":", "I think he is trying. It has been part of his message.") in found
    assert ("TAPPER", ":", "Thank you, Governor.") in found


def test_a_transcript_quoted_whole_still_gives_each_turn_its_speaker(quoted) -> None:
    # Each paragraph reopens the quotation, so every turn lies inside quoted words.
    text = (
        "Partial transcript as follows:\n\n"
        '"WALLACE: Will Gennifer Flowers be there?\n\n'
        '"PENCE: Gennifer Flowers will not be attending the debate tomorrow night."'
    )
    found = quoted(text)
    assert ("WALLACE", ":", "Will Gennifer Flowers be there?") in found
    assert ("PENCE", ":", "Gennifer Flowers will not be attending the debate tomorrow night.") in found


def test_next_quotation_with_its_own_speaker_is_not_taken(quoted) -> None:
    text = "“The plant will restart,” the minister said. “It will not,” the union said."
    found = quoted(text)
    assert ("the minister", "said", "“The plant will restart,”") in found
    assert ("the union", "said", "“It will not,”") in found


def test_content_that_is_no_quotation_is_left_alone() -> None:
    text = "Officials said the plant would restart. “Nobody believes it,” a worker said."
    attributions = [Attributed(cue=(10, 14), content=(15, 38))]
    complete_quotations(text, attributions, [39, len(text)])
    assert attributions[0].content == (15, 38)


def test_a_cue_inside_someone_elses_quotation_is_part_of_what_they_said(quoted) -> None:
    text = "“Every time you say that, you give ammunition to the big banks,” Tester said."
    ((source, cue, content),) = quoted(text)
    assert (source, cue) == ("Tester", "said")


def test_an_errand_is_not_an_attribution(quoted) -> None:
    found = quoted("The senator is encouraging his supporters to ask why the plant closed.")
    assert [cue for _, cue, _ in found] == ["is encouraging"]  # "to ask" is what he urges, not a claim


def test_attribution_split_off_its_quotation_takes_the_quotation_before(quoted) -> None:
    # The splitter cuts after the closing mark; the bare "Merkley said." still owns the quote.
    text = (
        "He was asked about the bank. “You accepted responsibility, and it was their fault,”\nMerkley said."
    )
    found = quoted(text)
    assert ("Merkley", "said", "“You accepted responsibility, and it was their fault,”") in found


def test_a_bare_attribution_takes_the_quotation_before_even_when_it_ends_in_a_full_stop(quoted) -> None:
    text = "He spoke in Florida. “I hope you’re able to find the emails that are missing.” Trump said."
    assert ("Trump", "said", "“I hope you’re able to find the emails that are missing.”") in quoted(text)
    # With more to its sentence, the attribution is not tied to a quotation closed by a full stop.
    text = "“I hope you find them.” Trump said the emails were missing."
    assert ("Trump", "said", "the emails were missing") in quoted(text)
    assert all(content != "“I hope you find them.”" for _, _, content in quoted(text))


def test_quote_card_credited_after_a_dash(quoted) -> None:
    text = (
        "Readers wrote to us.\n\n“During the debate Trump said Hispanics live in hell. He is ignorant of our "
        "culture.”― Pamela Padilla\n\nMore letters follow."
    )
    found = quoted(text)
    assert (
        "Pamela Padilla",
        "―",
        "“During the debate Trump said Hispanics live in hell. He is ignorant of our culture.”",
    ) in found


@pytest.mark.parametrize(
    ("sentence", "quoted"),
    [
        ("Jasmine added: ‘I got it because I wanted to.’", ["‘I got it because I wanted to.’"]),
        ("'I lost many friends,' said Kobani.", ["'I lost many friends,'"]),
        # open at the sentence's start or after a colon: the quotation goes on in the next one
        ("It said: 'We the Mansouri family declare", ["'We the Mansouri family declare"]),
        # apostrophes: a contraction, a possessive, a decade, a mark left open mid-sentence
        ("He can’t go to Putin’s party in the ’90s.", []),
        ("The Jones' house, built in the '90s, is his.", []),
    ],
)
def test_single_mark_quotations_are_told_from_apostrophes(sentence, quoted) -> None:
    assert [sentence[start:end] for start, end in single_mark_quotations(sentence)] == quoted
