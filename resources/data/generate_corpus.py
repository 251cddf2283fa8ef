#!/usr/bin/env python3
"""Generates public-domain-corpus.jsonl, runcard-pilot's default training data.

The text is synthetic: sentences assembled from templates written for this file, with a fixed
seed, so the output is byte-for-byte reproducible (python3 generate_corpus.py > out.jsonl) and
dedicated to the public domain (CC0 1.0) like this script. It imitates ordinary prose - field
notes, letters, procedures, arithmetic word problems, short dialogues, in English and Turkish -
so that byte-level batches have realistic lengths and character statistics.
"""
import json
import random

SEED = 20261130
DOCUMENTS = 1200

NAMES = ["Ada", "Bora", "Cem", "Deniz", "Elif", "Farah", "Gustav", "Hana", "Ilya", "Jun", "Kerem",
         "Lena", "Mina", "Nils", "Oya", "Pavel", "Rosa", "Selin", "Tomas", "Umut", "Vera", "Yusuf"]
PLACES = ["the harbour", "the old mill", "the north ridge", "the river delta", "the market square",
          "the orchard", "the lighthouse", "the salt flats", "the library", "the railway yard"]
THINGS = ["lanterns", "barrels of apples", "copper wire", "wool blankets", "maps", "seed packets",
          "clay pots", "bicycle chains", "tide tables", "notebooks", "sacks of flour"]
WEATHER = ["a cold wind from the east", "light rain until noon", "fog that lifted by ten",
           "clear skies and a warm afternoon", "a storm that passed before dusk",
           "snow on the higher paths", "a dry heat that kept everyone indoors"]
VERBS = ["carried", "counted", "repaired", "sorted", "measured", "painted", "weighed", "labelled"]
ADJ = ["patient", "careful", "tired", "cheerful", "quiet", "stubborn", "curious", "generous"]
TOOLS = ["a ladder", "two ropes", "a brass compass", "a small saw", "a lamp", "a tape measure"]
TR_NAMES = ["Ayşe", "Mehmet", "Zeynep", "Ahmet", "Elif", "Can", "Gül", "Burak"]
TR_PLACES = ["iskele", "pazar yeri", "eski değirmen", "kütüphane", "bağ evi", "istasyon"]
TR_THINGS = ["elma sandıkları", "halat", "defterler", "un çuvalları", "fener", "haritalar"]


def field_note(r):
    who = r.choice(NAMES)
    lines = [f"Field notes, day {r.randint(1, 90)}.",
             f"We reached {r.choice(PLACES)} with {r.choice(WEATHER)}."]
    for _ in range(r.randint(3, 7)):
        lines.append(f"{who} {r.choice(VERBS)} {r.randint(2, 40)} {r.choice(THINGS)} "
                     f"while {r.choice(NAMES)} kept watch near {r.choice(PLACES)}.")
    lines.append(f"By evening the group was {r.choice(ADJ)}, and {who} wrote that the "
                 f"{r.choice(THINGS)} would have to wait until tomorrow.")
    return " ".join(lines)


def letter(r):
    a, b = r.sample(NAMES, 2)
    body = [f"Dear {b},", f"I hope this finds you well. Here we had {r.choice(WEATHER)}."]
    for _ in range(r.randint(2, 5)):
        body.append(f"The {r.choice(THINGS)} you sent arrived at {r.choice(PLACES)}; "
                    f"{r.choice(NAMES)} {r.choice(VERBS)} them and found {r.randint(1, 12)} "
                    f"that needed {r.choice(TOOLS)} to put right.")
    body.append(f"Write soon and tell me whether the {r.choice(ADJ)} dog still sleeps by the door.")
    body.append(f"Yours, {a}")
    return "\n".join(body)


def procedure(r):
    thing = r.choice(THINGS)
    steps = [f"How to store {thing} for the winter."]
    for n in range(1, r.randint(4, 8)):
        steps.append(f"{n}. Take {r.choice(TOOLS)} and check {r.randint(2, 9)} of the {thing}; "
                     f"set aside any that are damp or cracked.")
    steps.append("Keep the room dry and look at everything again after one week.")
    return "\n".join(steps)


def word_problem(r):
    who = r.choice(NAMES)
    x, y, z = r.randint(3, 60), r.randint(2, 30), r.randint(2, 9)
    return (f"{who} has {x} {r.choice(THINGS)} and buys {y} more. Each crate holds {z}. "
            f"How many crates are needed? Answer: {x} + {y} = {x + y}; {x + y} divided by {z} "
            f"is {(x + y) // z} with {(x + y) % z} left over, so {who} needs "
            f"{(x + y + z - 1) // z} crates.")


def dialogue(r):
    a, b = r.sample(NAMES, 2)
    turns = []
    for _ in range(r.randint(3, 6)):
        turns.append(f"{a}: Did you see the {r.choice(THINGS)} at {r.choice(PLACES)}?")
        turns.append(f"{b}: Yes, {r.randint(2, 20)} of them, and {r.choice(WEATHER)} on the way.")
    return "\n".join(turns)


def turkish_note(r):
    who = r.choice(TR_NAMES)
    sentences = [f"{who} sabah {r.choice(TR_PLACES)} yolunda {r.randint(2, 30)} "
                 f"{r.choice(TR_THINGS)} saydı."]
    for _ in range(r.randint(2, 5)):
        sentences.append(f"{r.choice(TR_NAMES)} {r.choice(TR_PLACES)} önünde bekledi; hava "
                         f"{r.choice(['serin', 'yağmurlu', 'güneşli', 'rüzgârlı'])} idi.")
    sentences.append("Akşam olunca herkes çayını içip günün hesabını deftere yazdı.")
    return " ".join(sentences)


KINDS = [field_note, letter, procedure, word_problem, dialogue, turkish_note]


def main():
    r = random.Random(SEED)
    for index in range(DOCUMENTS):
        kind = KINDS[index % len(KINDS)] if index < len(KINDS) else r.choice(KINDS)
        print(json.dumps({"id": index, "text": kind(r)}, ensure_ascii=False))


if __name__ == "__main__":
    main()
