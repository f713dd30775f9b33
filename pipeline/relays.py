"""Stage 8: relays. ``relayed_from`` edges between documents and their origins.

An edge says "this document took its reporting from that outlet". The text says
so in many ways, and each was found by reading real articles (the Helsinki
summit day and the FNC-1 bodies):

- a dateline "TEHRAN (FNA)-", "SEOUL, Feb. 5 (Korea Bizwire) –", "(CNN) --";
- a byline "By JEREMY DIAMOND, CNN, AP", "Jill Colvin, Associated Press";
- a note that the article is someone else's: "From Fars News Agency:", "This
  article originally appeared at Reuters.", "Authored by X via Y,", "Source: Pando
  Daily", "[via CNN]", "h/t New York Daily News", "Click for more from the New
  York Post.", "With files from Associated Press and Bloomberg", "CNBC contributed
  to this report", "© 2018 Thomson/Reuters";
- in-text credit for one sentence: "according to the BBC", "told BuzzFeed", "the
  Associated Press reports", "reported Mail Online", "in an interview with CBS
  News", "first reported by Bloomberg".

Pictures carry credits too ("(AP Photo/Evan Vucci)", "Getty Images", "Reuters/John
Smith", "Credit: The Associated Press", a photographer's "Evan Vucci, Associated
Press" next to a caption, "[Image via The Daily Mirror]"): they say who took the
picture, not who wrote the text, and are ignored. So are platforms ("via Twitter",
"Source: YouTube"): two stories found on Reddit are not one origin.

A document that credits nobody is published by its own outlet. dbt walks the
edges to their roots (``doc_origin``), so fifty articles that all credit one wire
story collapse into one origin. The credited outlet becomes a node even when none
of its own articles is in the corpus.
"""

from __future__ import annotations

import functools
import re

from pipeline.vocabulary import DOCUMENT_CREDITS, OWN_OUTLET, SAME_INTERVIEW, SAME_REPORT, SENTENCE_CREDITS

# One origin per outlet, however the text names it: "AP", "The Associated Press";
# "FNA", "Fars News Agency"; "MailOnline", "the UK's Daily Mail". Keys are names
# as normalized by _key(); values are the canonical name the node is made from.
OUTLET_ALIASES = {
    "ap": "ap",
    "associated press": "ap",
    "reuters": "reuters",
    "thomson reuters": "reuters",
    "afp": "afp",
    "agence france-presse": "afp",
    "agence france presse": "afp",
    "bloomberg": "bloomberg",
    "upi": "upi",
    "united press international": "upi",
    "dpa": "dpa",
    "xinhua": "xinhua",
    "tass": "tass",
    "rt tv": "rt",
    # hel_0068 (USA Today): "Peskov told the state-run broadcaster Russia Today"
    "russia today": "rt",
    "pti": "pti",
    "ani": "ani",
    "efe": "efe",
    "ansa": "ansa",
    "kyodo": "kyodo",
    "yonhap": "yonhap",
    "aap": "aap",
    "australian associated press": "aap",
    # fnc_3's "Dow Jones also reported Nevada was chosen": the agency behind the Journal's news
    "dow jones": "dow jones",
    "dow jones newswires": "dow jones",
    "fna": "fars news agency",
    "fars": "fars news agency",
    "fars news": "fars news agency",
    "buzzfeed news": "buzzfeed",
    "cen": "central european news",
    # CEN's own English-language site (fnc_1451: "Austrian Times/CEN"): one newsroom
    "austrian times": "central european news",
    # "owner of both the Austrian Times, CEN and EuroPics" (fnc_1451), its affiliate agency
    "europics": "central european news",
    "mailonline": "daily mail",
    "mail online": "daily mail",
    "mail": "daily mail",
    "mail on sunday": "daily mail",
    "uk daily mail": "daily mail",
    "u.k. daily mail": "daily mail",
    "mirror": "daily mirror",
    "mirror online": "daily mirror",
    "telegraph": "daily telegraph",
    "nydn": "new york daily news",
    "ny daily news": "new york daily news",
    # fnc_910 "told the Daily News", fnc_1300 "told the New York Daily News": one interview
    "daily news": "new york daily news",
    "ny post": "new york post",
    "nyt": "new york times",
    "wsj": "wall street journal",
    "pink news": "pinknews",
    "kent online": "kentonline",
    "tolo news": "tolonews",
    "kmov.com": "kmov",
    "kmov-tv": "kmov",
    "kmov st. louis": "kmov",
    "wcvb-tv": "wcvb",
    "wcvb tv": "wcvb",
    "wcvb-tv boston": "wcvb",
    "pando": "pandodaily",
    "pando daily": "pandodaily",
    "apple insider": "appleinsider",
    "the wrap": "thewrap",
    "wrap": "thewrap",
    "cbs": "cbs news",
    "fox": "fox news",
    "fox news channel": "fox news",
    "abc": "abc news",
    "nbc": "nbc news",
    "bbc news": "bbc",
    "aina": "assyrian international news agency",
    "aina.org": "assyrian international news agency",
    "jta": "jewish telegraphic agency",
    "sapa": "south african press association",
    "korea biz wire": "korea bizwire",
    "ria": "ria novosti",
    "g for games": "gforgames",
    "g gor games": "gforgames",
    "rfe rl": "radio free europe radio liberty",
    "radio free europe": "radio free europe radio liberty",
    "radio free europe radio liberty": "radio free europe radio liberty",
    "huffington post": "huffpost",
}
# The news agencies: the story's writer when a credit names one with the sites that ran it.
WIRES = frozenset(
    k
    for k, v in OUTLET_ALIASES.items()
    if v
    in {
        "ap",
        "reuters",
        "afp",
        "bloomberg",
        "upi",
        "dpa",
        "xinhua",
        "tass",
        "pti",
        "ani",
        "efe",
        "ansa",
        "kyodo",
        "yonhap",
        "aap",
        "dow jones",
    }
)
# Outlets credited in the real-news drop whose names carry no media word
# (MEDIA_WORD catches "... News", "... Times", "Daily ..."); call letters and web
# addresses are recognized by their shape.
KNOWN_OUTLETS = frozenset(
    {
        *OUTLET_ALIASES,
        *OUTLET_ALIASES.values(),
        "buzzfeed",
        "central european news",
        "cnbc",
        "espn",
        "cbc",
        "benzinga",
        "pinknews",
        "kentonline",
        "independent",
        "sun",
        "tmz",
        "hollywood reporter",
        "thewrap",
        "haaretz",
        "page six",
        "rolling stone",
        "joystiq",
        "valleywag",
        "gawker",
        "deadspin",
        "forbes",
        "techcrunch",
        "mashable",
        "engadget",
        "verge",
        "newser",
        "newsy",
        "inquisitr",
        "snopes",
        "gossip cop",
        "radar online",
        "entertainment.ie",
        "news.com.au",
        "metro",
        "usa today",
        "newsweek",
        "businessweek",
        "bild",
        "el país",
        "interfax",
        "sputnik",
        "rt",
        "irna",
        "anadolu",
        "al-arabiya",
        "al arabiya",
        "al jazeera",
        # Hezbollah's television, credited by FNA's copies ("Field sources in Iraq told al-Manar")
        "al-manar",
        "infowars",
        "emirates247",
        "bikya masr",
        "media mass",
        "salon",
        "slate",
        "vox",
        "vice",
        "huffpost",
        "breitbart",
        "hill",
        "bgr",
        "recode",
        "re code",
        "yahoo",
        "intercept",
        "mother jones",
        "odessa american",
        "9to5mac",
        "cult of mac",
        "macrumors",
        "appleinsider",
        "macdailynews",
        "gforgames",
        "liverpool echo",
        "province",
        "khaama press",
        "tolonews",
        "korea bizwire",
        "strategic culture foundation",
        "digital journal",
        "michael report",
        "izvestia",
        "kommersant",
        "aol",
        # papers whose names carry a media word, known whole so that a byline's person
        # ("By Anton Troianovski Washington Post") is not read as part of the name
        "washington post",
        "new york times",
        "washington times",
        "los angeles times",
        "boston globe",
        "chicago tribune",
        "new york post",
        "new york daily news",
        "daily mail",
        "daily telegraph",
        "daily mirror",
        "daily express",
        "daily beast",
        "miami herald",
        "financial times",
        "times of india",
        "cbs news",
        "nbc news",
        "abc news",
        "fox news",
        "al-monitor",
        "nj advance media",
    }
)
MEDIA_WORD = re.compile(
    r"\b(news|times|post|journal|press|agency|radio|tv|television|broadcasting|herald|tribune|"
    r"guardian|telegraph|gazette|bbc|cnn|npr|abc|cbs|nbc|wire|daily|magazine|newspaper|"
    r"chronicle|observer|monitor|politico|axios|insider|bulletin|courier|star|mail|express)\b",
    re.IGNORECASE,
)
# A local TV or radio station's call letters: "KMOV", "WTSP", "WCVB-TV".
CALL_LETTERS = re.compile(r"^[KW][A-Z]{3}(?:[- ](?:TV|FM|AM))?$")
NOT_CALL_LETTERS = {"WWII", "KFOR", "WADA", "WIPO", "WMDS"}
WEB_ADDRESS = re.compile(r"^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|co\.uk|ie|au|ca)$", re.IGNORECASE)
# Where a picture or a post was found is no outlet: stories found on one platform are not one origin.
PLATFORMS = frozenset(
    {
        "twitter",
        "facebook",
        "youtube",
        "instagram",
        "reddit",
        "tumblr",
        "flickr",
        "giphy",
        "getty",
        "getty images",
        "shutterstock",
        "imgur",
        "snapchat",
        "whatsapp",
        "google",
        "google maps",
        "screengrab",
        "wikipedia",
        "soundcloud",
        "linkedin",
        "pinterest",
        "vine",
        "periscope",
    }
)
CALENDAR_WORDS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday today tonight yesterday "
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)

# A name as it is written in running text: capitalized words, with "of", "and",
# "for" and "on" inside ("Times of India", "Mail on Sunday"). Words are joined by spaces only: a name never
# runs over a line break into the next paragraph.
NAME = r"((?:the[ \t]+)?(?:al-|el-)?[A-Z0-9][\w.&'’-]*(?:[ \t\u00a0]+(?:[A-Z0-9][\w.&'’-]*|of|and|for|on))*)"
NAME_SHAPE = re.compile(
    r"^(?:[Tt]he[ ])?[A-Z0-9][\w.&'’-]*(?:[ ](?:[A-Z0-9][\w.&'’-]*|of|and|for|the)){0,5}$"
)
# Words that open a sentence before the outlet's name: "As Entertainment.ie reports".
LEADING_WORDS = frozenset(
    {"As", "But", "And", "Earlier", "Meanwhile", "Also", "So", "Then", "Now", "However", "Previously", "Both"}
)
MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
PLACE_WORD = r"[A-Z][A-Za-z.'’/-]*"
PLACE = rf"{PLACE_WORD}(?:[ ]{PLACE_WORD}){{0,3}}"
DASH = r"[ \t\u00a0]*(?:--|[-—–])"
PAREN_OUTLET = r"\([ ]?(?P<outlet>[A-Z][A-Za-z0-9.&'’/ -]{1,40}?)[ ]?\)\*?"
NOT_DATELINE_OUTLETS = {"Updated", "Video", "Photo", "Photos", "Watch", "File", "Tape", "Listen", "Audio"}
# "TEHRAN (FNA)-", "HELSINKI, Finland (CNN) -", "SEOUL, Feb. 5 (Korea Bizwire) –",
# "Nov 5 (Reuters) -", "(CNN) --", "By Kevin Murphy Feb 15 (Reuters) -",
# "16 July, 2018 ( RT )* —": at the start of a paragraph ...
DATELINE_START = re.compile(
    rf"^(?:By[ ][A-Z][^()\n]{{2,60}}?[ .,]+)?"
    rf"(?:{PLACE}(?:,[ ]{PLACE})?(?:,?[ ]{MONTH}[ ]\d{{1,2}})?[ ]*|{MONTH}[ ]\d{{1,2}}[ ]*|\d{{1,2}}[ ][A-Z][a-z]+,?[ ]\d{{4}}[ ]*)?"
    rf"{PAREN_OUTLET}{DASH}"
)
# ... or, with a city in capitals, after page clutter: "Twitter WASHINGTON (CNN) —".
DATELINE_CAPS = re.compile(rf"\b[A-Z]{{3,}}(?:[ ,/]+[A-Z][A-Za-z.]*){{0,3}}[ ]{PAREN_OUTLET}{DASH}")
DATELINE_CHARS = 6000  # past captions and galleries, the story's own first line
# The wires' own dateline, kept as it always was: anywhere in the first lines.
WIRE_DATELINE = re.compile(
    r"\((AP|Reuters|AFP|Bloomberg|UPI|dpa|Xinhua|TASS|PTI|ANI|EFE|ANSA|Kyodo|Yonhap)\)\s*[-—–:]?"
)
HEAD_CHARS = 600
BYLINE = re.compile(
    r"(?:^|\n)\s*By\s+(the\s+Associated\s+Press|Associated\s+Press|Reuters|AFP|Agence\s+France[- ]Presse|Bloomberg|UPI)\b",
    re.IGNORECASE,
)
BYLINE_PARAGRAPHS = 10  # bylines sit in the first paragraphs, after the headline and page clutter
BYLINE_MAX_CHARS = 160
# The only lowercase words a byline holds: "By JILL COLVIN - AP Business Writer",
# "Associated Press writers ... in Washington", "Updated 7:08 a.m. on Monday".
BYLINE_WORDS = frozenset(
    "by and of the in for at on from with writer writers staff correspondent reporter editor "
    "contributor contributors updated posted published am pm a.m. p.m. et edt est gmt bst cdt".split()
)
WIRE_NAME = re.compile(
    r"\b((?i:the\s+associated\s+press|associated\s+press|thomson\s*/?\s*reuters|reuters|afp|agence\s+france[- ]presse)|AP)\b"
)
# "(AP Photo/Evan Vucci)", "Saul Loeb | AFP | Getty Images", "Credit: The Associated Press":
# a picture's credit, not the text's ("Name | AP" beside a caption naming Name is caught
# by _credits_a_picture; "Gregory Korte, USA TODAY Published ... | Updated ..." is a byline).
PHOTO_CREDIT = re.compile(r"photo|getty|images?\b|pool|credit|via\s|/", re.IGNORECASE)
# A paragraph that describes a picture ("FILE - In this file photo ...", "... (Heikki
# Saukkomaa/Lehtikuva via AP)"); a name and an outlet beside it took the picture.
CAPTION = re.compile(
    r"\bphoto|\bpictured\b|^file\b|\bgetty\b|\bimages?\b|\([^()]*/[^()]*\)[^()]{0,30}$", re.IGNORECASE
)
CAPTION_MIN_CHARS = 60  # "(AP Photo/Evan Vucci)" alone credits a picture without describing one
COPYRIGHT = re.compile(
    r"(?:©|\(c\)|copyright)[^.\n]{0,40}?\b(the\s+associated\s+press|associated\s+press|Thomson\s*/?\s*Reuters|Reuters|AFP)\b",
    re.IGNORECASE,
)
CONTRIBUTED = re.compile(
    NAME + r"(?:(?:'s|’s|'|’)(?:[ ][A-Z][\w.'’-]*)+|[ ]writers?\b[^.\n]{0,120}?)?[ ]contributed\b"
)
FILES_FROM = re.compile(r"(?i:with\s+files\s+from|additional\s+reporting\s+(?:by|from))[ ]+([^\n.;]{2,100})")
# A paragraph of its own that names the upstream: "Source: Pando Daily", "VIA: Benzinga",
# "[via CNN]", "(Via CNN)", "h/t New York Daily News", "[H/T Kukla's Korner]",
# "[Attribution: Cult of Mac. Thanks ...]", "SOURCE-Salon-".
SOURCE_LINE = re.compile(
    r"^[\[(]?\s*(?i:sources?|via|h/t|hat\s+tip|attribution)\s*[:\-]?\s+(?P<names>[^\])]{2,100}?)[-\s]*[\])]?\.?$"
)
# "- Daily Mirror" as the article's last line, or closing its last paragraph ('... feeling
# great." - Daily Mirror', fnc_453): the paper whose story it is.
CLOSING_CREDIT = re.compile(r"(?:^|(?<=[.!?\"”’])[ ]+)[-–—]+[ ]*" + NAME + r"\.?$")
SOURCE_PREFIX = re.compile(r"^[\[(]?\s*(?i:source|via)-(?P<names>[A-Za-z][\w. ]{1,40})-?$")
HAT_TIP = re.compile(r"[\[(](?i:h/t|hat\s+tip)[:\s]+([^\])\n]{2,60})[\])]")
# "From Fars News Agency:", "From The Washington Post article:", "From CNN's Kevin Liptak".
FROM_LINE = re.compile(r"^From[ ]+" + NAME + r"(?:(?:'s|’s)[ ][A-Z].*|[ ]article)?[ ]*:?$")
# "This article originally appeared at Reuters.", "This story appeared in Saturday's edition
# of the Daily Mail.", "This article first appeared in the New York Post": the whole article
# is that outlet's ("It first appeared on a hoax site" is about a rumour, not this text).
ORIGINALLY = re.compile(
    r"(?:\b[Tt]his[ ](?:article|story|post|piece)(?:[ ]was)?(?:[ ](?:originally|first))?[ ](?:appeared|published|ran)"
    r"|^Originally[ ](?:published|appeared))"
    r"[ ](?:at|on|in|by)(?:[ ]\w+(?:'s|’s)?[ ]edition[ ]of)?[ ]+" + NAME,
    re.MULTILINE,
)
FOLLOW_UP = re.compile(
    r"^(?i:click\s+(?:here\s+)?for\s+more(?:\s+on\s+this\s+story)?\s+from"
    r"|read\s+(?:the\s+)?full\s+(?:story|report|article)\s+(?:at|on|from)"
    r"|read\s+more(?:\s+at)?:?)[ ]+" + NAME.replace("[A-Z0-9]", "[A-Za-z0-9]", 1) + r"\.?$"
)
AUTHORED = re.compile(
    r"^Authored[ ]by[ ]+(?P<author>[^,\n]{2,60}?)(?:[ ]via[ ]+(?P<via>[^,\n]{2,60}))?[ ]*,?$"
)
# What a text calls an outlet by its kind: "the paper", "told the broadcaster RT".
PAPER_KINDS = "newspaper|paper|tabloid|daily|magazine|website|site|station|network|broadcaster|channel"
ACCORDING_TO = re.compile(r"\b(?i:according) to\s+(?:a\s+report\s+(?:by|in|from)\s+)?" + NAME)
# "told BuzzFeed", and a copy in the present tense: "One source tells TechCrunch that ...", "Rescuers
# tell FOX 13 in Tampa Bay that ..."
TOLD = re.compile(
    r"\b(?:told|tells|tell|telling|said to)\s+" + rf"(?:(?:the\s+)?(?:{PAPER_KINDS})\s+)?" + NAME
)
# "first reported by Bloomberg", "As reported by CNN,"
FIRST_REPORTED = re.compile(r"\b(?:first|[Aa]s) reported (?:by|in)\s+" + NAME)
CITING = re.compile(r"\b(?i:citing)\s+(?:a\s+report\s+(?:by|in|from)\s+)?" + NAME)
# "the Associated Press reports that", "TechCrunch reported", "as Entertainment.ie reports",
# "..., reported Mail Online.", "a report by the Guardian".
REPORTED = re.compile(
    NAME
    + r"(?:[ ]+(?:newspaper|paper|tabloid|website|magazine))?[ ]+(?:has[ ]+|had[ ]+|is[ ]+|was[ ]+)?"
    + r"(?:reported|reports|reporting)\b"
)
# ", reported Mail Online.", and with a plural verb: "..., report The Independent."
REPORTED_INVERTED = re.compile(r",[ ]+(?:reported|reports|report)[ ]+" + NAME + r"[.;]")
REPORT_BY = re.compile(r"\b(?:[Aa]|[Tt]he)[ ]+report[ ]+(?:by|in|from)[ ]+" + NAME)
# "in an interview with CBS News", "speaking to MailOnline": told, in other words.
INTERVIEW = re.compile(
    r"\b(?:interview\s+(?:with|on)|(?:[Ss]peaking|[Tt]alking)\s+to|(?:spoke|speaking|talked|talking)\s+with)\s+"
    + NAME
)
# "in a CBS News interview", "In the CBS News interview, Trump declined ...", "an exclusive
# BuzzFeed interview", and "Asked about his goals by CBS, ...": the outlet that asked.
INTERVIEW_NAMED = re.compile(
    r"\b(?:an?|the|[Ii]n[ ]an?|[Ii]n[ ]the)[ ]+(?:exclusive[ ]+)?" + NAME + r"[ ]+interview\b"
)
ASKED_BY = re.compile(r"\b[Aa]sked[ ][a-z ,]{0,40}?\bby[ ]+" + NAME)
# 'Paul said on CNN's "State of the Union"', "told reporters on Fox News Sunday": a broadcast
# interview ("said on Monday", "said on Twitter" name no outlet and are dropped).
ON_AIR = re.compile(
    r"\b(?:said|says|saying|speaking|spoke|appearing|appeared|appearance|interviewed|told[ ]\w+)[ ]+on[ ]+"
    + NAME
)
# "the interview ... published on Sunday in The Daily Mail"
PUBLISHED_IN = re.compile(
    r"\b(?:published|aired|broadcast)[ ](?:[a-z]+[ ]){0,2}?(?:on[ ]\w+[ ])?in[ ]+" + NAME
)
# "Konstantin Kosachev wrote in Izvestia": the speaker's own piece in that outlet.
WROTE_IN = re.compile(r"\b(?:wrote|writes|writing|written)[ ]+(?:in|for)[ ]+" + NAME)
# '"The aerial shot enables viewers ...," says the AOL article': another outlet's text quoted.
SAYS_ARTICLE = re.compile(
    r"\b(?:says|said|according[ ]to|reads)[ ]+(?:the|an?)[ ]+"
    + NAME
    + r"[ ]+(?:article|report|story|piece)\b"
)
# "(via Apple Insider)" inside a sentence; "[Image via ...]" is a picture's.
VIA_INLINE = re.compile(r"\((?:[Vv]ia)[ ]+" + NAME + r"\)")


# An outlet the text names by its kind, which is how a reader knows an unknown name is one:
# "told Saudi daily, Ajel", "according to Saudi daily Ajel", "Speaking to the Saudi daily, Ajel".
# After a comma the name must follow at once: "According to the site, the Chinese ..." is a sentence.
# A kind word may carry a lowercase medium before it: "told Afghan television channel Tolo News".
MEDIUM_WORDS = r"(?:television|TV|radio|news|online|state|state-run|private|local|national|language)"
KIND_PREFIX = rf"(?:(?:the|a|an)[ ]+)?(?:(?:[A-Z][\w.]*|{MEDIUM_WORDS})[ ]+){{0,3}}(?:{PAPER_KINDS})(?:,[ ]+(?![Tt]he\b)|[ ]+)"
PAPER_KIND_WORD = re.compile(rf"\b(?:{PAPER_KINDS})\b")
TELLING = r"\b(?:told|tells|telling|said[ ]to|[Ss]peaking[ ]to|[Tt]alking[ ]to|interview[ ]with)[ ]+"
TOLD_KIND = re.compile(r"(?:" + TELLING + r"|\bsaying[ ]to[ ]+)" + KIND_PREFIX + NAME)
# "told Ajel, a Saudi Arabian newspaper": the kind said after the name.
TOLD_KIND_AFTER = re.compile(
    TELLING + NAME + rf",[ ]+(?:an?|the)[ ]+(?:[A-Z][\w.]*[ ]+){{0,2}}(?:{PAPER_KINDS})\b"
)
ACCORDING_TO_KIND = re.compile(r"\b(?i:according)[ ]to[ ]+" + KIND_PREFIX + NAME)
# "Saudi daily Ajel quoted him as saying", "Reuters quoted the minister as saying": the outlet that
# printed the words.
QUOTED_BY = re.compile(r"(?:" + KIND_PREFIX + r")?" + NAME + r"[ ]+quoted[ ]+(?!as\b)")
# "the Al-Ahad news website quoted X as saying": the kind word after the name (FNC-1's Fars copies).
QUOTED_BY_KIND_AFTER = re.compile(
    NAME + rf"[ ]+(?:{MEDIUM_WORDS}[ ]+)?(?:{PAPER_KINDS}|agency)[ ]+quoted[ ]+(?!as\b)"
)
# "..., Iraq TradeLink reported.": a name that closes a sentence as its credit is a reporting outlet
# however unknown (a reporter of the article's own outlet is "reporter Jane Doe", not after a comma).
REPORTED_CLOSING = re.compile(r",[ ]+" + NAME + r"[ ]+(?:has[ ]+)?(?:reported|reports)[.;]")
# "according to a Monday report of the Arabic-language information center of the Islamic Supreme
# Council of Iraq": the body a report is of, named after its description.
REPORT_OF = re.compile(
    r"\b(?i:according)[ ]to[ ]+(?:an?|the)[ ]+(?:[A-Z][a-z]+[ ]+)?report[ ]+of[ ]+"
    r"(?:the[ ]+)?(?:[a-z][\w-]*[ ]+|[A-Z][\w-]*-[a-z][\w-]*[ ]+){1,4}?of[ ]+" + NAME
)
# "quoted by the Saudi Arabic language daily 'Ajel'", "quoted by Reuters".
QUOTED_IN = re.compile(
    r"\bquoted[ ]+(?:as[ ]+saying[ ]+)?(?:by|in)[ ]+"
    + rf"(?:(?:the|an?)[ ]+(?:[\w-]+[ ]+){{0,3}}(?:{PAPER_KINDS})[ ]+)?['‘\"“]?"
    + NAME
)
# "told a Sapa correspondent", "told a Reuters reporter": that outlet's interview.
TOLD_REPORTER = re.compile(
    TELLING + r"(?:an?|the)[ ]+" + NAME + r"[ ]+(?:correspondent|reporter|journalist)s?\b"
)


# "Balmaceda told the newspaper": the paper the article says it retells ("The Guardian reports ...").
TOLD_THE_PAPER = re.compile(
    r"\b(?:told|tells|telling|said[ ]to|interview[ ]with|speaking[ ]to)[ ]+the[ ]+"
    rf"(?:{PAPER_KINDS}|outlet|agency)\b"
)
# "..., according to the report." after "TechCrunch reports that ...": the report retold.
THE_REPORT = re.compile(r"\b(?:[Aa]ccording[ ]to|[Cc]iting)[ ]+the[ ]+(?:report|story|article)\b")
# "..., according to a new report." in a lead, with the report named in the next lines ("... told
# BuzzFeed", "the Mail Online reported Saturday"): read on FNC-1's bodies, where 8 of the drop's 10
# such leads are followed by a credit these rules read, and the other two by none they read
# ("wrote on Forbes.com") or none at all.
A_REPORT = re.compile(
    r"\b(?i:according)[ ]to[ ]+an?[ ]+(?:(?:new|recent|latest|media|news)[ ]+)?report\b(?![ ]+(?:by|in|from|on)\b)"
)
A_REPORT_NAMED_WITHIN = 1500  # characters after the lead: the next paragraph or two
# A speaker that is a paper named by its kind: "..., the paper added."
GENERIC_MEDIA_SPEAKER = re.compile(
    rf"^(?:the|that)[ ](?:{PAPER_KINDS})$",  # not "the agency": a ministry's as often as a wire's
    re.IGNORECASE,
)
# The credits that say whose report an article retells, for TOLD_THE_PAPER and THE_REPORT to name.
RETOLD_CREDITS = {"reported", "according_to", "lead", "first_reported", "citing"}


@functools.lru_cache(maxsize=256)
def _retold_credits(text: str) -> tuple[tuple[int, str], ...]:
    """(position, outlet name) of each report an article says it retells, in text order."""
    found = [
        (text.find(evidence), name)
        for kind, name, evidence in credits(text, paper=False)
        if kind in RETOLD_CREDITS and outlet_node(name)
    ]
    return tuple(sorted(f for f in found if f[0] >= 0))


def retold_outlet(context: str, at: int) -> str | None:
    """The outlet "the newspaper" at position AT of the article is: the last report the article
    said it retells before AT ("The Guardian reports ... The Jewish Telegraphic Agency reports ...
    Balmaceda told the newspaper" is the Agency's), or None when it names none before."""
    before = [name for position, name in _retold_credits(context) if position < at]
    return before[-1] if before else None


def outlet_credited_after(context: str, at: int) -> str | None:
    """The first outlet the article credits after position AT and within
    ``A_REPORT_NAMED_WITHIN`` characters, by a report or interview credit: the one "a new report"
    at AT stands for."""
    found = sorted(
        (position, name)
        for kind, name, evidence in credits(context, paper=False)
        if kind in RETOLD_CREDITS | INTERVIEW_CREDITS
        and outlet_node(name)
        and at < (position := context.find(evidence, at)) <= at + A_REPORT_NAMED_WITHIN
    )
    return found[0][1].strip("‘’'\"“”") if found else None


def outlet_credited_before(context: str, at: int) -> str | None:
    """The outlet the article credited last before position AT, by any credit but a dateline or a
    byline ("reports published in the Mail on Sunday", "quoted by the Saudi daily 'Ajel'"): the
    one "the paper" at AT stands for when the article says no report it retells."""
    found = sorted(
        (position, name)
        for kind, name, evidence in credits(context, paper=False)
        if kind not in {"dateline", "byline"}
        and outlet_node(name)
        and 0 <= (position := context.find(evidence)) < at
    )
    return found[-1][1].strip("‘’'\"“”") if found else None


# "The Post", "the Journal", "the Times": a paper the article named in full before. In
# another article "the Post" may be another paper, so the short name is read as the
# full one the text gives ("New York Post"), or dropped when it gives none.
SHORT_NAMES = frozenset(
    "post times journal star monitor daily news globe herald tribune chronicle gazette examiner news".split(
        " "
    )
) - {"daily"}


def _full_name(short: str, context: str) -> str | None:
    word = _key(short).split(" ")[-1].capitalize()
    counts: dict[str, int] = {}
    for m in re.finditer(r"((?:[A-Z][\w.&'’-]*[ ]){1,4})" + word + r"\b", context):
        words = m.group(1).split()
        while words and (words[0] in LEADING_WORDS or words[0] == "The"):
            words.pop(0)
        if words:
            candidate = " ".join([*words, word])
            counts[candidate] = counts.get(candidate, 0) + 1
    return max(counts, key=lambda c: (counts[c], -context.find(c))) if counts else None


# Where an article's paragraphs part: a line break, or the " ### " the archive joins them with.
PARAGRAPH_BREAK = re.compile(r"\n+|\s###\s")


def _paragraphs(text: str) -> list[str]:
    return [p.strip() for p in PARAGRAPH_BREAK.split(text) if p.strip()]


def _paragraph_start(text: str, at: int) -> int:
    """Where the paragraph that holds offset ``at`` begins."""
    breaks = [m.end() for m in PARAGRAPH_BREAK.finditer(text, 0, at)]
    return breaks[-1] if breaks else 0


def _key(name: str) -> str:
    key = re.sub(r"\s+", " ", name.strip().lower().replace("’", "'"))
    key = re.sub(r"^(?:the )?(?:uk's|u\.k\.'s|britain's|british) ", "", key)
    key = key.removesuffix("'s").rstrip("'").strip(" .,:;")
    return re.sub(r"^the ", "", key)


def outlet_node(name: str | None) -> str | None:
    if not name:
        return None
    key = re.sub(r"\s*/\s*", " ", _key(name))
    key = OUTLET_ALIASES.get(key, key)
    slug = re.sub(r"[^a-z0-9]+", "_", key).strip("_")
    return f"outlet:{slug}" if slug else None


def _is_outlet(name: str) -> bool:
    key = _key(name)
    if not key or key in PLATFORMS:
        return False
    bare = name.strip().strip(".,:;")
    return (
        key in KNOWN_OUTLETS
        or bool(MEDIA_WORD.search(name))
        or (bool(CALL_LETTERS.match(bare)) and bare not in NOT_CALL_LETTERS)
        or bool(WEB_ADDRESS.match(bare))
        or _channel(bare.split())
    )


# "FOX 13 reports", "KHOU 11": a station's channel number is part of its name (FOX 13 in Tampa is
# not Fox News); a number after any other name is a year or a count ("Reuters 2014").
CHANNEL_NETWORKS = frozenset({"fox", "abc", "nbc", "cbs", "cw", "channel", "pix"})


def _channel(words: list[str]) -> bool:
    """Whether the last of ``words`` is a channel number after a network or a station's call letters."""
    return (
        len(words) > 1
        and re.fullmatch(r"\d{1,2}", words[-1].strip(",")) is not None
        and (words[-2].lower() in CHANNEL_NETWORKS or CALL_LETTERS.match(words[-2]) is not None)
    )


COUNTRY_BEFORE_NAME = re.compile(
    r"^(?:the )?(?:UK|U\.K\.|Britain|British|US|U\.S\.|Russia|Russian|China|Chinese|Iran|Iranian|Israel|"
    r"Israeli|Turkey|Turkish|Germany|German|France|French|Qatar|Saudi)(?:'s|’s)? (?=[A-Z])"
)


def _clean_name(raw: str, possessive: bool = True, sentence: str = "first") -> str | None:
    """The outlet named in RAW, or None: cut at a possessive ("CNN's Brian Stelter"), at a
    sentence end ("Reuters. Copyright 2014"; ``sentence="last"`` keeps the last sentence, as in
    "Atlanta. CNN's Jim Sciutto ... contributed"), drop days, numbers and a trailing "and"
    ("CNBC Monday", "the New York Post and"), a sentence opener ("As Entertainment.ie") and a
    country's possessive ("the UK's Daily Telegraph"), and take "Y" from "someone of Y" when
    only Y is an outlet."""
    name = re.sub(r"\s+", " ", raw.strip()).strip(" .,:;")
    # "the al-Ahad news website" is the Al-Ahad of the other copies: the article is lowercase
    name = re.sub(r"\b(al|el)-(?=[A-Z])", lambda m: m.group(1).capitalize() + "-", name)
    # "Britain's Mail on Sunday": the country's possessive, not the owner of the outlet ("Russia
    # Today" is a name of its own)
    if name.lower().removeprefix("the ") not in KNOWN_OUTLETS:
        name = COUNTRY_BEFORE_NAME.sub("", name)
    sentences = re.split(r"(?<=[A-Za-z0-9]{3})\.\s", name)
    name = (sentences[0] if sentence == "first" else sentences[-1]).strip(" .,:;")
    if not name:
        return None
    if possessive and _key(name) not in KNOWN_OUTLETS:
        # "CNN's Brian Stelter" is CNN's; "Boston's WCVB-TV" is WCVB-TV
        parts = re.split(r"(?:'s|’s|'|’)(?: |$)", name, maxsplit=1)
        owner, owned = parts[0], (parts[1].strip() if len(parts) > 1 else "")
        name = owned if owned and not _is_outlet(owner) and is_outlet_by_name(owned) else owner
    words = name.split(" ")
    while len(words) > 1 and words[0] in LEADING_WORDS:
        words.pop(0)
    while (
        _key(" ".join(words)) not in KNOWN_OUTLETS
        and words
        and (
            words[-1].lower().strip(".,") in CALENDAR_WORDS | {"and", "of", "for", "on"}
            or (re.fullmatch(r"\d+(?:\.\d+)?", words[-1].strip(",")) is not None and not _channel(words))
        )
    ):
        words.pop()
    name = " ".join(words).strip(" .,:;")
    if name.lower().endswith(".com") and name[:-4].lower() in KNOWN_OUTLETS:
        name = name[:-4]
    if " of " in name and not is_outlet_by_name(name):
        tail = name.rsplit(" of ", 1)[1]
        if is_outlet_by_name(tail):
            name = tail
    return name or None


def is_news_outlet(name: str) -> bool:
    """Whether NAME names a news outlet ("the Journal", "CNN", "Reuters"): the one reporting, which
    a "the company" in its story is not."""
    return _is_outlet(name)


def is_outlet_by_name(name: str) -> bool:
    """An outlet by its name alone (the lexicon, call letters or a web address: "TMZ", "CNN",
    "wtsp.com"), not by a media word ("White House Press Secretary Josh Earnest")."""
    bare = name.strip().strip(".,:;")
    return _key(bare) in KNOWN_OUTLETS or bool(WEB_ADDRESS.match(bare)) or bool(CALL_LETTERS.match(bare))


def _outlet(raw: str, sentence: str = "first") -> str | None:
    """RAW's outlet name when RAW names an outlet (not a person, a platform or a day)."""
    name = _clean_name(raw, sentence=sentence)
    if not name or _key(name) in CALENDAR_WORDS:
        return None
    return name if _is_outlet(name) else None


def _named(raw: str) -> str | None:
    """For lines that say outright that they name a source ("Source: ...", "Authored by ..."):
    a name that is not a platform, a picture's credit or a day ("Kukla's Korner" keeps its 's)."""
    name = _clean_name(raw, possessive=False)
    if not name or PHOTO_CREDIT.search(name) or _key(name) in PLATFORMS | CALENDAR_WORDS:
        return None
    if is_outlet_by_name(name) or NAME_SHAPE.match(name):
        return name
    return None


def _split_names(names: str) -> list[str]:
    return [p for p in re.split(r"\s*(?:,|;|/|&|\band\b|\+)\s*", names) if p.strip()]


def _looks_like_byline(paragraph: str) -> bool:
    """A line of names: no sentence ("Yesterday there were attacks, as Reuters reported"), no
    Title Case headline ("CNN's Chris Cuomo Claims ..."), no embedded post ("— CNN (@CNN) July
    16, 2018", "Post by MORE FM.")."""
    if re.search(r"\(@|'s |’s |^Post by", paragraph):
        return False
    words = re.findall(r"[A-Za-z][\w.'’-]*", paragraph)
    if not words or not all(w[0].isupper() or w.lower() in BYLINE_WORDS for w in words):
        return False
    # a byline says "By ...", puts a separator between names and outlet, or is the outlet alone
    return bool(
        re.match(r"(?i)(?:analysis\s+)?by\s", paragraph) or re.search(r"[,|•—–]|\s-\s", paragraph)
    ) or _is_outlet(_strip_roles(paragraph))


# Words after an outlet's name in a byline that are the writer's role or the page's section.
ROLE_WORDS = re.compile(
    r"(?i)^(?:videos?|writers?|editor(?:-at-large)?|correspondent|reporter|staff|contributors?|analyst|"
    r"national|security|business|diplomatic|chief|senior|white|house|political|india)$"
)


def _credits_a_picture(paragraph: str, beside: list[str]) -> bool:
    """A photographer's credit: "Evan Vucci, Associated Press" beside a caption that names
    Evan Vucci ("... (AP Photo/Evan Vucci, File)"). A reporter's byline beside a caption stays."""
    person = re.split(r"\s*(?:,|\||•|—|–|\s-\s)\s*", re.sub(r"^(?:Photo:\s*|By\s+)", "", paragraph))[0]
    surname = person.split()[-1] if person.split() else ""
    return len(surname) > 2 and any(
        len(p) > CAPTION_MIN_CHARS and CAPTION.search(p) and surname in p for p in beside
    )


def _strip_roles(part: str) -> str:
    part = re.split(r"\s(?:Posted|Updated|Published)\b", part.strip(" •·"))[0]
    words = part.split()
    while len(words) > 1 and ROLE_WORDS.match(words[-1]):
        words.pop()
    return " ".join(words)


def _outlets_in_byline(paragraph: str) -> list[str]:
    found = [m.group(1) for m in WIRE_NAME.finditer(paragraph)]
    for part in re.split(r"\s*(?:,|\||•|—|–|\s-\s)\s*", paragraph):
        name = _clean_name(_strip_roles(re.sub(r"^(?:Analysis\s+)?(?:By|by)\s+", "", part.strip())))
        if not name or WIRE_NAME.search(name):
            continue
        words = name.split(" ")
        # "Andrew Higgins New York Times": the longest ending that is a known outlet ...
        ending = next(
            (" ".join(words[k:]) for k in range(len(words)) if is_outlet_by_name(" ".join(words[k:]))), None
        )
        # ... or a part that is an outlet from its first word: "The Jersey Journal", "BBC News NI".
        if (
            ending is None
            and MEDIA_WORD.search(name)
            and (words[0] == "The" or MEDIA_WORD.fullmatch(words[0]))
        ):
            ending = name
        if ending:
            found.append(ending)
    return found


def _in_teaser(text: str, at: int) -> bool:
    """Whether position AT is inside a teaser of another story: a paragraph cut off with "..."."""
    end = min(e for e in (text.find("\n", at), text.find(" ###", at), len(text)) if e >= 0)
    return text[at:end].rstrip().endswith(("...", "…"))


def _dateline(text: str) -> list[tuple[str, str]]:
    """(outlet, evidence) of the article's own dateline: the first in its opening part that
    starts a paragraph and is not a teaser of another story ("... ###" lists end in "...").
    "(CBS News/CBSDC/AP)" names the wire that wrote the story and the sites that ran it:
    the wire is the origin."""
    for paragraph in _paragraphs(text[:DATELINE_CHARS]):
        m = DATELINE_START.match(paragraph) or DATELINE_CAPS.search(paragraph[:160])
        if not m:
            continue
        outlets = [o.strip() for o in m.group("outlet").split("/") if o.strip()]
        if paragraph.rstrip().endswith(("...", "…")) or any(o in NOT_DATELINE_OUTLETS for o in outlets):
            continue
        wires = [o for o in outlets if _key(o) in WIRES]
        return [(o, m.group(0).strip()) for o in wires or outlets]
    return []


# The story's first sentence: the first paragraph of this many words among the first
# BYLINE_PARAGRAPHS, past headlines, bylines and captions.
LEAD_MIN_WORDS = 15
LEAD_CREDITS = (ACCORDING_TO, REPORTED, REPORT_BY, CITING, FIRST_REPORTED)


# "..., Central European News reports." closing one of the story's first sentences: the
# formula a retelling credits its source with, where the lead sentence itself names none.
OPENING_SENTENCES = 3
TRAILING_CREDIT = re.compile(
    r",[ ]+(?:"
    + NAME
    + r"[ ]+(?:reports|reported|is[ ]reporting)|according[ ]to[ ]+"
    + NAME
    # "..., report The Independent." (fnc_160, a copy of fnc_1520 that names its source)
    + r"|(?:reports|reported|report)[ ]+"
    + NAME
    + r")[.!]?$"
)
SENTENCE_END = re.compile(r"(?<=[a-z0-9)”\"])[.!?][ ]+(?=[A-Z“\"])")
# "According to The Mirror, the woman flew into a rage ..." opening one of the story's first
# sentences after a lead that names no one ("A woman has been arrested after she reportedly ...").
OPENING_ACCORDING_TO = re.compile(r"^According[ ]to[ ]+" + NAME + r",")
# "A report in the Daily Mail details ..." after a lead that is a joke (fnc_2353, in session 30's
# corroborated sample, counted as an origin of its own beside the Mail it retells).
OPENING_REPORT_IN = re.compile(r"^(?:A|The)[ ]+(?:new[ ]+|recent[ ]+)?report[ ]+(?:by|in|from)[ ]+" + NAME)


def _opening(text: str) -> list[str]:
    """The story's first sentences, from the first paragraph of LEAD_MIN_WORDS words among the
    first BYLINE_PARAGRAPHS on, past headlines, bylines and captions."""
    paragraphs = _paragraphs(text)
    for at, paragraph in enumerate(paragraphs[:BYLINE_PARAGRAPHS]):
        if len(paragraph.split()) >= LEAD_MIN_WORDS and not CAPTION.search(paragraph):
            sentences = []
            for later in paragraphs[at:]:
                if not CAPTION.search(later):
                    sentences += [s.strip() for s in SENTENCE_END.split(later) if s.strip()]
                if len(sentences) >= OPENING_SENTENCES:
                    break
            return sentences[:OPENING_SENTENCES]
    return []


def lead_credits(text: str) -> list[tuple[str, str]]:
    """(outlet name, evidence) when the story opens by saying whose report it retells: "The Wall
    Street Journal is reporting that HP will split", "According to the Mirror, a hospital
    spokesman said ...". Read on the real-news drop, where such rewrites named no other upstream
    and each counted as an origin of its own beside the outlet they retell."""
    opening = _opening(text)
    found = []
    for pattern in LEAD_CREDITS:
        for m in pattern.finditer(opening[0] if opening else ""):
            if name := _outlet(m.group(1)):
                found.append((name, m.group(0)))
    for sentence in opening[1:]:
        if (m := TRAILING_CREDIT.search(sentence)) and (
            name := _outlet(m.group(1) or m.group(2) or m.group(3))
        ):
            found.append((name, m.group(0)))
        elif (m := OPENING_ACCORDING_TO.match(sentence) or OPENING_REPORT_IN.match(sentence)) and (
            name := _outlet(m.group(1))
        ):
            found.append((name, m.group(0)))
    return found


def credits(text: str, context: str | None = None, paper: bool = True) -> list[tuple[str, str, str]]:
    """(kind, outlet name, evidence) for every explicit credit in an article's text.

    ``context`` is the whole article when ``text`` is one of its sentences: "told the
    Post" is read against the article's "New York Post", and with ``paper``, "told the
    newspaper" against the one outlet it says it retells.
    """
    found: list[tuple[str, str, str]] = []
    head = text[:HEAD_CHARS]
    for m in WIRE_DATELINE.finditer(head):
        if not _in_teaser(text, m.start()):
            found.append(("dateline", m.group(1), m.group(0).strip()))
    for name, evidence in _dateline(text):
        found.append(("dateline", name, evidence))
    for m in BYLINE.finditer(head):
        found.append(("byline", m.group(1), m.group(0).strip()))
    for name, evidence in lead_credits(text):
        found.append(("lead", name, evidence))
    paragraphs = _paragraphs(text)
    for i, paragraph in enumerate(paragraphs[:BYLINE_PARAGRAPHS]):
        # Scraped pages pad a byline's columns with runs of spaces: its length is its words'.
        paragraph = " ".join(paragraph.split())
        if len(paragraph) > BYLINE_MAX_CHARS or PHOTO_CREDIT.search(paragraph) or masthead(paragraph):
            continue
        beside = paragraphs[max(0, i - 1) : i] + paragraphs[i + 1 : i + 2]
        if not _looks_like_byline(paragraph) or _credits_a_picture(paragraph, beside):
            continue
        for name in _outlets_in_byline(paragraph):
            found.append(("byline", name, paragraph))
    for paragraph in paragraphs:
        if len(paragraph) > 200:
            continue
        m = SOURCE_LINE.match(paragraph) or SOURCE_PREFIX.match(paragraph)
        if m and not re.search(
            r"(?i)getty|shutterstock|images\b|^[\[(]?\s*sources?\s+(?:close|familiar|say|said|told)",
            paragraph,
        ):
            names = re.split(r"\.\s|(?i:\s*/?\s*(?:photo|image|credit))", m.group("names"))[0]
            for part in _split_names(names):
                if name := _named(part):
                    found.append(("source_line", name, paragraph))
        if m := FROM_LINE.match(paragraph):
            if name := _outlet(m.group(1)):
                found.append(("source_line", name, paragraph))
        if m := FOLLOW_UP.match(paragraph):
            if name := _outlet(m.group(1)):
                found.append(("source_line", name, paragraph))
        if m := AUTHORED.match(paragraph):
            if name := _named(m.group("via") or m.group("author")):
                found.append(("authored", name, paragraph))
    if paragraphs and (m := CLOSING_CREDIT.search(paragraphs[-1])) and (name := _outlet(m.group(1))):
        found.append(("source_line", name, paragraphs[-1]))
    for m in HAT_TIP.finditer(text):
        for part in _split_names(m.group(1)):
            if name := _named(part):
                found.append(("source_line", name, m.group(0)))
    for m in ORIGINALLY.finditer(text):
        if name := _named(m.group(1)):
            found.append(("originally_appeared", name, m.group(0)))
    for m in CONTRIBUTED.finditer(text):
        if name := _outlet(m.group(1), sentence="last"):
            found.append(("contributed", name, m.group(0)))
    for m in FILES_FROM.finditer(text):
        for part in _split_names(m.group(1)):
            if name := _outlet(part):
                found.append(("contributed", name, m.group(0)))
    for m in COPYRIGHT.finditer(text):
        if not re.search(r"(?i)photo|image", text[max(0, m.start() - 20) : m.start()]):
            found.append(("copyright", m.group(1), m.group(0)))
    for kind, pattern in (
        ("according_to", ACCORDING_TO),
        ("told", TOLD),
        ("citing", CITING),
        ("first_reported", FIRST_REPORTED),
        ("reported", REPORTED),
        ("reported", REPORTED_INVERTED),
        ("reported", REPORT_BY),
        ("interview", INTERVIEW),
        ("interview", INTERVIEW_NAMED),
        ("interview", ASKED_BY),
        ("interview", ON_AIR),
        ("interview", PUBLISHED_IN),
        ("wrote_in", WROTE_IN),
        ("reported", SAYS_ARTICLE),
        ("via", VIA_INLINE),
    ):
        for m in pattern.finditer(text):
            # "Both NBC News and Boston's WCVB-TV reported": two outlets
            parts = [m.group(1)] if is_outlet_by_name(m.group(1)) else m.group(1).split(" and ")
            for part in parts:
                if name := _outlet(part):
                    found.append((kind, name, m.group(0)))
    # Names that are outlets because the text says what they are (a daily, a correspondent's paper)
    for kind, pattern in (
        ("told", TOLD_KIND),
        ("told", TOLD_KIND_AFTER),
        ("according_to", ACCORDING_TO_KIND),
        ("told", QUOTED_BY),
        ("told", QUOTED_BY_KIND_AFTER),
        ("according_to", REPORT_OF),
        ("told", QUOTED_IN),
        ("told", TOLD_REPORTER),
    ):
        for m in pattern.finditer(text):
            named_kind = pattern not in (QUOTED_BY, QUOTED_IN) or PAPER_KIND_WORD.search(m.group(0))
            raw = m.group(1).rstrip("'’\"”")
            if name := (_named(raw) if named_kind else _outlet(raw)):
                found.append((kind, name, m.group(0)))
    for m in REPORTED_CLOSING.finditer(text):
        # "..., CNN's Jim Acosta reported" is CNN's (REPORTED finds it); only a plain name is new
        if (
            not re.search(r"'s\b|’s\b", m.group(1))
            and not _outlet(m.group(1))
            and (name := _named(m.group(1)))
        ):
            found.append(("reported", name, m.group(0)))
    offset = (context.find(text) if context else 0) if paper else -1
    for kind, pattern in (("told", TOLD_THE_PAPER), ("according_to", THE_REPORT)) if offset >= 0 else ():
        for m in pattern.finditer(text):
            if name := retold_outlet(context or text, offset + m.start()):
                found.append((kind, name, m.group(0)))
    for m in A_REPORT.finditer(text) if offset >= 0 else ():
        if name := outlet_credited_after(context or text, offset + m.end()):
            found.append(("according_to", name, m.group(0)))
    resolved = []
    for kind, name, evidence in found:
        if _key(name) in SHORT_NAMES:
            name = _full_name(name, context or text)
        if name:
            resolved.append((kind, name, evidence))
    return resolved


# When an article credits several upstreams, the most specific kind of credit says whose
# text it is: "Click for more from the Daily Mail" under a "CHICAGO (FOX 32) –" dateline
# makes it the Daily Mail's story retold; a dateline beats a byline ("CBS Philadelphia"
# over "WASHINGTON (CNN) —"), and both beat a copyright line or "AP contributed".
CREDIT_PRIORITY = {
    "source_line": 0,
    "originally_appeared": 0,
    "authored": 0,
    "dateline": 1,
    "byline": 2,
    "copyright": 3,
    "contributed": 4,
    "lead": 5,
}
# "Miami.com" alone at the top of a page: the site's own name, not a credit.
MASTHEAD_PARAGRAPHS = 3


def masthead(text: str) -> str | None:
    """The site's own name when the page opens with it as a bare web address ("Miami.com")."""
    for paragraph in _paragraphs(text)[:MASTHEAD_PARAGRAPHS]:
        if WEB_ADDRESS.match(paragraph.strip(" •")):
            return paragraph.strip(" •")
    return None


def relay_edges(doc: dict) -> list[dict]:
    """Edges from one document to the outlets it credits, or to its own outlet when it credits nobody.

    Only the credits of the most specific kind count (CREDIT_PRIORITY): one article is one
    report, and a second credit of a weaker kind is the page's, not the story's.
    """
    child = f"doc:{doc['doc_id']}"
    text = doc.get("text") or ""
    own_name = doc.get("outlet") or masthead(text)
    own = outlet_node(own_name)
    found = [
        (CREDIT_PRIORITY[kind], outlet_node(name), kind, evidence)
        for kind, name, evidence in credits(text)
        if kind in DOCUMENT_CREDITS and outlet_node(name) not in (None, own)
    ]
    best = min((rank for rank, *_ in found), default=None)
    edges: dict[str, dict] = {}
    for rank, parent, kind, evidence in found:
        if rank == best and parent not in edges:
            edges[parent] = {"child": child, "parent": parent, "kind": kind, "evidence": evidence}
    if not edges:
        parent = own or f"unknown:{doc['doc_id']}"
        edges[parent] = {"child": child, "parent": parent, "kind": OWN_OUTLET, "evidence": own_name or ""}
    return [{**e, "doc_id": doc["doc_id"], "batch": doc["batch"]} for e in edges.values()]


# Who writes an outlet's story, as a speaker names them ("Reuters journalists ..."); a host or
# an anchor speaks on air for themselves ("Fox News host Sean Hannity" stays a person).
NEWSROOM_ROLES = {"journalist", "journalists", "reporter", "reporters", "correspondent", "correspondents"}


def speaker_outlet(speaker: str | None, context: str | None = None) -> str | None:
    """The outlet a claim's speaker is ("the Journal said in a report", "CNN reported",
    "CNN's Jake Tapper said"), or None for a person, an office or anything else."""
    name = _clean_name(speaker or "")
    if not name:
        return None
    # "Dow Jones and The Wall Street Journal also report that ..." (fnc_597): outlets that report
    # together are one report, shown as the first named
    parts = re.split(r"[ ]+and[ ]+", name)
    if len(parts) == 2 and all(outlets := [speaker_outlet(part, context) for part in parts]):
        return outlets[0]
    if _key(name) in SHORT_NAMES:
        name = _full_name(name, context or "")
        if not name:
            return None
    words = name.split()
    if is_outlet_by_name(name):
        return name
    if NAME_SHAPE.match(name) and len(words) <= 4 and MEDIA_WORD.fullmatch(words[-1]):
        return name
    # "Reuters journalists Steve Holland and Andrew Osborn noted": the outlet's own story
    for at, word in enumerate(words[1:5], start=1):
        if word.lower() in NEWSROOM_ROLES:
            outlet = " ".join(words[:at])
            return outlet if is_outlet_by_name(outlet) else None
    return None


def claim_relay_edges(
    claims: list[dict],
    sentence_text: dict[str, str],
    outlet_of_doc: dict[str, str | None],
    doc_text: dict[str, str] | None = None,
) -> list[dict]:
    """Edges from a claim to the outlet its own sentence credits ("..., officials told Reuters").

    ``doc_text`` gives each document's text, to read a short name ("told the Post") as the
    paper the article names in full. A speaker who told one outlet something in an article
    (``interview_credits``) said the article's other words of theirs in that interview too.
    """
    edges = _own_sentence_credits(claims, sentence_text, outlet_of_doc, doc_text)
    # the report the sentence before credits is nearer than an interview elsewhere in the article:
    # "..., Hakem al-Zameli said, according to a report of the ... Council. He said S" is the
    # Council's report though al-Zameli "told FNA" further down
    edges += continued_credits(claims, edges)
    return edges + interview_credits(claims, edges, doc_text, sentence_text)


# Credits that say whom the speaker talked to, rather than which report the sentence repeats.
INTERVIEW_CREDITS = {"told", "interview", "wrote_in"}


# A sentence that says where or how the words were said, other than in an interview: "Trump said
# as he and Putin sat down at the Presidential Palace", "told reporters during a breakfast", "said
# on Twitter", "When asked about a message to Putin, the president said". Read on the Helsinki
# day's AP stories, where Trump, who also "told CBS News" something, spoke at a breakfast, a
# palace, a news conference and on Twitter: those words were not the CBS interview.
OCCASION_NOUNS = (
    r"news conference|press conference|briefing|rally|breakfast|dinner|lunch|meeting|summit|"
    r"ceremony|hearing|speech|remarks|event|visit|photo op|photo opportunity"
)
OTHER_OCCASION = re.compile(
    r"\btold (?:(?:his|her|their) )?(?:reporters|journalists|the press|the crowd|supporters|lawmakers|aides|"
    r"advisers|advisors|associates|allies|confidants|friends|staff|donors|a (?:news|press) conference)\b"
    r"|\b(?:on|in|during) a (?:phone |telephone )?call\b"
    rf"|\b(?:at|during|before|after|ahead of|in) (?:an?|the|his|her|their|its|Monday's|Sunday's)\b"
    rf"(?: [\w'’-]+){{0,3}}? (?:{OCCASION_NOUNS})\b"
    r"|\bsat down\b|\bwhen asked\b|\basked by (?:a )?reporters?\b|\baboard\b"
    r"|\b(?:on|via) (?:Twitter|Facebook|Instagram)\b|\btweet(?:ed|s)?\b|\bin a (?:post|statement|letter)\b"
    # "‘‘President Obama thought ...’’ Trump wrote": a tweet or a letter; "wrote in the Post" is a credit
    r"|\bwrote\b(?! (?:in|for)\b)",
    re.IGNORECASE,
)

QUOTED_WORDS = re.compile(r"“[^”]*”|\"[^\"]*\"|‘‘.*?’’")

# The sentences of an article, near enough to find the one that names an interview.
ROUGH_SENTENCE_END = re.compile(r"(?<=[.!?”\"])\s+(?=[A-Z“\"])|\n+|\s###\s")


def _interviews_named(claims: list[dict], doc_text: dict[str, str]) -> dict[tuple, dict[str, dict]]:
    """(document, speaker key) -> {outlet node: edge-like evidence} for each person an article says
    gave an interview, in a sentence that may quote nothing: "Huntsman was interviewed on NBC's
    'Meet the Press'", "Bolton and Murphy spoke on ABC's 'This Week'"."""
    surnames: dict[str, set[str]] = {}
    for claim in claims:
        key = _speaker_key(claim)
        if key and key.startswith("name:"):
            surnames.setdefault(claim["doc_id"], set()).add(key)
    named: dict[tuple, dict[str, dict]] = {}
    for doc_id, keys in surnames.items():
        text = doc_text.get(doc_id) or ""
        for sentence in ROUGH_SENTENCE_END.split(text):
            found = [
                (kind, name, evidence)
                for kind, name, evidence in credits(sentence, text)
                if kind in INTERVIEW_CREDITS
            ]
            if not found:
                continue
            # "Huntsman was interviewed on NBC's ..., Paul appeared on CNN's ...": each outlet is
            # the interview of the person named last before it
            mentions = sorted(
                (m.start(), key)
                for key in keys
                for m in re.finditer(rf"\b{re.escape(key.removeprefix('name:'))}\b", sentence, re.IGNORECASE)
            )
            for kind, name, evidence in found:
                at = sentence.find(evidence)
                before = [key for position, key in mentions if position < at]
                if before and (parent := outlet_node(name)):
                    named.setdefault((doc_id, before[-1]), {})[parent] = {"kind": kind, "evidence": evidence}
    return named


def interview_credits(
    claims: list[dict],
    edges: list[dict],
    doc_text: dict[str, str] | None = None,
    sentence_text: dict[str, str] | None = None,
) -> list[dict]:
    """ "'It sounded unbelievable,' Jason Steward told the Daily News. He insists his son 'didn't
    mean anything by it.'": the second quote came from the same interview. Each claim with no
    credit of its own, by a speaker who told exactly one outlet something in the same document,
    is credited to that outlet; read on the real-news drop, where two papers quoting one Daily
    News interview, each with one credit, counted as two independent origins. With ``doc_text``,
    an interview the article names in a sentence of its own counts too (``_interviews_named``).
    With ``sentence_text``, words whose sentence names another occasion ("told reporters during a
    breakfast", ``OTHER_OCCASION``) are not the interview's."""
    speaker_of = {c["claim_id"]: (c["doc_id"], _speaker_key(c)) for c in claims}
    told: dict[tuple, dict[str, dict]] = {}
    # a sentence that lists several people's interviews ("Huntsman was interviewed on NBC's ...,
    # Paul appeared on CNN's ...") credits each outlet to the person named before it
    # (``_interviews_named``), not all of them to a claim the parser read from it
    interviews_of: dict[str, set[str]] = {}
    for edge in edges:
        if edge["kind"] in INTERVIEW_CREDITS:
            interviews_of.setdefault(edge["child"], set()).add(edge["parent"])
    for edge in edges:
        key = speaker_of.get(edge["child"].removeprefix("claim:"))
        if edge["kind"] in INTERVIEW_CREDITS and key and key[1] and len(interviews_of[edge["child"]]) == 1:
            told.setdefault(key, {})[edge["parent"]] = edge
    for key, outlets in _interviews_named(claims, doc_text or {}).items():
        for parent, edge in outlets.items():
            told.setdefault(key, {}).setdefault(parent, edge)
    credited = {edge["child"] for edge in edges}
    said: dict[str, list[str]] = {}
    for claim in claims:
        if claim.get("quote"):
            said.setdefault(claim.get("sentence_id") or "", []).append(claim["quote"])
    added = []
    for claim in claims:
        outlets = told.get((claim["doc_id"], _speaker_key(claim)), {})
        if len(outlets) != 1 or f"claim:{claim['claim_id']}" in credited:
            continue
        if _names_another_occasion(claim, sentence_text or {}, said):
            continue
        if _belief_in_narration(claim, sentence_text or {}, doc_text or {}):
            continue
        if _occasion_just_before(claim, sentence_text or {}, doc_text or {}):
            continue
        ((parent, edge),) = outlets.items()
        # a sentence that only names the interview ("Huntsman was interviewed on NBC's 'Meet the
        # Press'", closing the story) sources all of that person's words in the article
        if "child" in edge and _outside_interview_passage(claim, edge["evidence"], sentence_text or {}):
            continue
        added.append(
            {
                "child": f"claim:{claim['claim_id']}",
                "parent": parent,
                "kind": SAME_INTERVIEW,
                "evidence": f"the same speaker, elsewhere in the article: {edge['evidence']}",
                "doc_id": claim["doc_id"],
                "batch": claim["batch"],
            }
        )
    return added


def _names_another_occasion(claim: dict, sentence_text: dict[str, str], said: dict[str, list[str]]) -> bool:
    """Whether the claim's sentence, outside the words said there (``said``: its claims' quotes),
    names where or how they were said (``OTHER_OCCASION``): "he would raise it at the summit" is
    what was said, not where, and so is a quotation ("'I'll let you know after the meeting,' he
    said"). A sentence that names an interview ("named the EU a foe just hours before the summit,
    during an interview at his golf club") is about that interview."""
    sentence = sentence_text.get(claim.get("sentence_id") or "", "")
    for quote in sorted(said.get(claim.get("sentence_id") or "", []), key=len, reverse=True):
        sentence = sentence.replace(quote, " ")
    sentence = QUOTED_WORDS.sub(" ", sentence)
    return OTHER_OCCASION.search(sentence) is not None and "interview" not in sentence.lower()


# A sentence that goes on about someone named just before: "He claimed ...", "She added ...".
OPENING_WORDS = 3
GOES_ON = re.compile(r"^\W*(?:He|She|They)\b")


def _occasion_just_before(claim: dict, sentence_text: dict[str, str], doc_text: dict[str, str]) -> bool:
    """ "In tweets Monday, Trump continued to undermine the investigation ... He claimed Obama
    'was informed by the FBI ...'" (hel_0001, AP, in seeds 33 and 34's samples): a sentence that
    goes on with a pronoun, naming no occasion itself, was said where the sentence before it in
    its paragraph says (``OTHER_OCCASION``), not in the interview the article credits elsewhere."""
    sentence = sentence_text.get(claim.get("sentence_id") or "", "")
    text, at = doc_text.get(claim["doc_id"]), claim.get("span_start", claim.get("quote_start"))
    if not GOES_ON.match(sentence) or not text or at is None or at != at:
        return False
    found = text.find(sentence[:60], max(0, int(at) - len(sentence)))
    if found < 0:
        return False
    before = [s for s in ROUGH_SENTENCE_END.split(text[_paragraph_start(text, found) : found]) if s.strip()]
    if not before:
        return False
    previous = QUOTED_WORDS.sub(" ", before[-1])
    occasion = OTHER_OCCASION.search(previous)
    # the sentence opens on where it happened ("In tweets Monday, ...", "When asked ..."); an
    # occasion further in is as often what was said ("got along great during their summit")
    return (
        occasion is not None
        and len(previous[: occasion.start()].split()) <= OPENING_WORDS
        and "interview" not in previous.lower()
    )


# An interview is told in one passage. Read on session 37's census of the Helsinki day's AP and
# Washington Post copies, whose readers found the CBS and Fox News interviews credited for words
# said a week before in Brussels, on Air Force One or at the palace, 12 to 14 sentences from it or
# after a sentence that opens on the flight, while all but three of the words they read as the
# interview's (those three on live pages of several stories) stood within 8 of the credit.
INTERVIEW_PASSAGE_SENTENCES = 10


def _outside_interview_passage(claim: dict, evidence: str, sentence_text: dict[str, str]) -> bool:
    """Whether the claim stands more than ``INTERVIEW_PASSAGE_SENTENCES`` sentences from every
    sentence that credits the interview (``evidence``, "told CBS News") or names one, or past a
    sentence between them that opens on another occasion ("From aboard Air Force One, Trump called
    ..."). Sentences are the document's own, in order (ids ``DOC:sN``, as the sentence stage
    writes them); without them nothing is outside."""
    doc_id, at = claim["doc_id"], (claim.get("sentence_id") or "").rpartition(":s")[2]
    if not at.isdigit():
        return False
    sentences = []
    while (sentence := sentence_text.get(f"{doc_id}:s{len(sentences)}")) is not None:
        sentences.append(sentence)
    # the credit, and every sentence that goes back to an interview ("In the interview, Trump also
    # blamed ...", "The president sat for the interview Saturday in Scotland")
    names_it = re.compile(rf"{re.escape(evidence)}|\binterview", re.IGNORECASE)
    credited = [i for i, sentence in enumerate(sentences) if names_it.search(sentence)]
    here = int(at)
    if not credited or here >= len(sentences):
        return False
    nearest = min(credited, key=lambda i: abs(i - here))
    if abs(nearest - here) > INTERVIEW_PASSAGE_SENTENCES:
        return True
    low, high = sorted((nearest, here))
    for between in sentences[low + 1 : high]:
        between = QUOTED_WORDS.sub(" ", between)
        occasion = OTHER_OCCASION.search(between)
        if occasion is not None and len(between[: occasion.start()].split()) <= OPENING_WORDS:
            return True
    return False


# Verbs of belief and wish: in the article's own voice ("Trump believed that the meeting was his
# ticket for a Nobel") they are the writer's reading of the speaker, sourced from advisers or
# nowhere, not words from an interview the article credits elsewhere. Read on AP's hel_0017, whose
# Fox News interview took the beliefs its reporters had from "outside advisers".
BELIEF_WORDS = frozenset(
    "believe believes believed believing think thinks thought thinking feel feels felt feeling want "
    "wants wanted wanting wish wishes wished suspect suspects suspected suppose supposes supposed "
    "reckon reckons reckoned assume assumes assumed".split()
)
OPENING_QUOTE = re.compile(r"[“‘]|(?<![\w])['\"](?=\w)")
CLOSING_QUOTE = re.compile(r"”|’(?!\w)|(?<=[\w.,!?…])['\"](?!\w)")


def inside_quotation_marks(text: str, at: int) -> bool:
    """Whether offset ``at`` lies inside quotation marks opened earlier in its paragraph. A
    quotation may run on over sentences without closing ("“Putin is a thug,” Cornyn said. “And he
    wants to undermine it"), so the marks are counted, not paired; an apostrophe inside a word
    ("doesn't") is neither."""
    before = text[_paragraph_start(text, at) : at]
    return len(OPENING_QUOTE.findall(before)) > len(CLOSING_QUOTE.findall(before))


def _belief_in_narration(claim: dict, sentence_text: dict[str, str], doc_text: dict[str, str]) -> bool:
    """Whether the claim's cue is a verb of belief or wish (``BELIEF_WORDS``) in the article's own
    words rather than inside a quotation ("'He feels he will never die,'" is the interview's)."""
    cue = (claim.get("cue") or "").lower().split()
    if not cue or cue[0] not in BELIEF_WORDS:
        return False
    text, at = doc_text.get(claim["doc_id"]), claim.get("cue_start")
    if text and at is not None and at == at and 0 <= int(at) <= len(text):  # NaN != NaN
        return not inside_quotation_marks(text, int(at))
    sentence = sentence_text.get(claim.get("sentence_id") or "", "")
    found = re.search(rf"\b{re.escape(cue[0])}\b", sentence, re.IGNORECASE)
    return found is not None and not inside_quotation_marks(sentence, found.start())


# Credits that say whose report a sentence retells, rather than whom the speaker talked to.
REPORT_CREDITS = {"according_to", "reported", "citing", "first_reported", "via"}


def continued_credits(claims: list[dict], edges: list[dict]) -> list[dict]:
    """ "Gharawi stated that S1, Iraq TradeLink reported. He added that S2.": S2 is the report's
    too. A claim with no credit of its own, by the speaker of the article's previous claim (the
    last sentence before it that holds one), carries on that claim's report credit, and the next
    claim of the same speaker carries it on again. Read on FNC-1's Fars copies, where "He added"
    after a credited statement was counted as Fars's own. Another speaker in between ends it."""
    report_credit: dict[str, list[dict]] = {}
    for edge in edges:
        if edge["kind"] in REPORT_CREDITS:
            report_credit.setdefault(edge["child"], []).append(edge)
    credited = {edge["child"] for edge in edges}
    by_doc: dict[str, dict[str, list[dict]]] = {}
    for claim in sorted(claims, key=lambda c: (c["doc_id"], c.get("quote_start") or 0)):
        by_doc.setdefault(claim["doc_id"], {}).setdefault(claim["sentence_id"], []).append(claim)
    added = []
    for sentences in by_doc.values():
        previous: list[dict] = []
        for in_sentence in sentences.values():
            for claim in in_sentence:
                child = f"claim:{claim['claim_id']}"
                key = _speaker_key(claim)
                if child in credited or not key:
                    continue
                carried = [
                    edge
                    for before in previous
                    if _speaker_key(before) == key
                    for edge in report_credit.get(f"claim:{before['claim_id']}", [])
                ]
                for parent in dict.fromkeys(edge["parent"] for edge in carried):
                    edge = next(e for e in carried if e["parent"] == parent)
                    new = {
                        "child": child,
                        "parent": parent,
                        "kind": SAME_REPORT,
                        "evidence": f"the same speaker, just before: {edge['evidence']}",
                        "doc_id": claim["doc_id"],
                        "batch": claim["batch"],
                    }
                    added.append(new)
                    report_credit.setdefault(child, []).append(new)
            previous = in_sentence
    return added


# Last words of a speaker that say what someone is, not who: "the President", "a spokesman".
ROLE_LAST_WORDS = frozenset(
    "president minister spokesman spokeswoman spokesperson official officials police he she they i "
    "we it you".split()
)


def _someone_elses_interview(
    claim: dict, kind: str, evidence: str, in_sentence: dict[str, list[dict]]
) -> bool:
    """ "He told CBS News that he didn't expect anything, while his national security adviser said
    S": the interview is the claim's whose cue is the credit's verb; the adviser's S is not in it.
    The same speaker's other words in the sentence ("he told CNBC, but views Russia as ...") and
    words quoted inside the interview ("told CBS that Bolton said S") came through it."""
    verb = evidence.split()[0].lower() if evidence.split() else ""
    if kind not in INTERVIEW_CREDITS or not verb:
        return False
    owners = [
        c
        for c in in_sentence.get(claim["sentence_id"], [])
        if (c.get("cue") or "").lower().split()[:1] == [verb]
    ]
    if not owners or claim in owners:
        return False
    return not any(
        _speaker_key(o, loose=True) == _speaker_key(claim, loose=True)
        or _within(claim, o)
        or (claim.get("quote") or "\x00") in (o.get("quote") or "")
        for o in owners
    )


def _within(inner: dict, outer: dict) -> bool:
    """Whether one claim's quote lies inside another's, by their places in the document."""
    start, outer_start = inner.get("quote_start"), outer.get("quote_start")
    if start is None or outer_start is None:
        return False
    return outer_start <= start and start + len(inner.get("quote") or "") <= outer_start + len(
        outer.get("quote") or ""
    )


def _speaker_key(claim: dict, loose: bool = False) -> str | None:
    """Whom a claim's speaker is within its article: the surname of the entity a name or a pronoun
    resolved to ("Jasmine Tridevil", "Tampa resident Tridevil", "Tridevil" and "she" are one person
    in one story, though resolution keeps the entities apart until a human merges them); a role
    ("the President") or a common noun as written ("police and hospital sources", "his national
    security adviser": not the "sources" who told The Daily Beast elsewhere) is its own entity.
    ``loose`` keeps the last word of a common noun too, for speakers of one sentence ("One source
    tells TechCrunch ...; another source says ...": both sources spoke to TechCrunch)."""
    entity = claim.get("speaker_entity") or ""
    last = entity.removeprefix("ent:").rsplit("_", 1)[-1]
    written = re.findall(r"[\w'’-]+", claim.get("speaker") or "")
    common_noun = bool(written) and written[-1][:1].islower() and written[-1].lower() not in ROLE_LAST_WORDS
    if (
        entity.startswith("ent:")
        and last.isalpha()
        and last not in ROLE_LAST_WORDS
        and (loose or not common_noun)
    ):
        return "name:" + last
    return entity or None


def _own_sentence_credits(
    claims: list[dict],
    sentence_text: dict[str, str],
    outlet_of_doc: dict[str, str | None],
    doc_text: dict[str, str] | None,
) -> list[dict]:
    edges = []
    in_sentence: dict[str, list[dict]] = {}
    for claim in claims:
        in_sentence.setdefault(claim["sentence_id"], []).append(claim)
    for claim in claims:
        own = outlet_node(outlet_of_doc.get(claim["doc_id"]))
        seen = set()
        context = (doc_text or {}).get(claim["doc_id"])
        found = [
            (kind, name, evidence)
            for kind, name, evidence in credits(sentence_text.get(claim["sentence_id"], ""), context)
            if kind in SENTENCE_CREDITS and not _someone_elses_interview(claim, kind, evidence, in_sentence)
        ]
        # the speaker's words as written: "the paper", not the outlet resolution took it for
        speaker = claim.get("speaker_mention") or claim.get("speaker")
        if not found and (outlet := speaker_outlet(speaker, context)):
            found = [("reported", outlet, speaker)]
        if not found and context and GENERIC_MEDIA_SPEAKER.match(speaker or ""):
            # "..., the paper added": the paper the article last said it retells
            at = context.find(sentence_text.get(claim["sentence_id"], ""))
            if at >= 0 and (outlet := retold_outlet(context, at)):
                found = [("reported", outlet, speaker)]
        for kind, name, evidence in found:
            parent = outlet_node(name)
            if kind in SENTENCE_CREDITS and parent and parent != own and parent not in seen:
                seen.add(parent)
                edges.append(
                    {
                        "child": f"claim:{claim['claim_id']}",
                        "parent": parent,
                        "kind": kind,
                        "evidence": evidence,
                        "doc_id": claim["doc_id"],
                        "batch": claim["batch"],
                    }
                )
    return edges
