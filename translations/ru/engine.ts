<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Parlour</name>
    <message>
        <location filename="../../ai/kalooki/basic.py"/>
        <source>calling the {card} could not bring your hand closer to the contract</source>
        <translation>запрос карты {card} не приблизил бы вашу руку к контракту</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>Jack</source>
        <comment>a level of the auction cards</comment>
        <translation>Валет</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>Joker</source>
        <comment>a level of the auction cards</comment>
        <translation>Джокер</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>King</source>
        <comment>a level of the auction cards</comment>
        <translation>Король</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>Queen</source>
        <comment>a level of the auction cards</comment>
        <translation>Дама</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>Ten</source>
        <comment>a level of the auction cards</comment>
        <translation>Десятка</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>club</source>
        <comment>one card of a suit</comment>
        <translation>трефа</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>clubs</source>
        <comment>primary cards of a suit</comment>
        <translation>трефы</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>diamond</source>
        <comment>one card of a suit</comment>
        <translation>бубна</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>diamonds</source>
        <comment>primary cards of a suit</comment>
        <translation>бубны</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>heart</source>
        <comment>one card of a suit</comment>
        <translation>черва</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>hearts</source>
        <comment>primary cards of a suit</comment>
        <translation>червы</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>spade</source>
        <comment>one card of a suit</comment>
        <translation>пика</translation>
    </message>
    <message>
        <location filename="../../games/clubs/facts.py"/>
        <source>spades</source>
        <comment>primary cards of a suit</comment>
        <translation>пики</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>a Joker may be bid only over a King (¶25, D-clubs-3)</source>
        <translation>Джокер можно заявить только поверх Короля (¶25, D-clubs-3)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>a bid may rise at most one level: over {card} the highest level is {level} (¶24-25, D-clubs-3)</source>
        <translation>заявка может подняться не больше чем на одну ступень: после карты {card} высшая ступень — {level} (¶24-25, D-clubs-3)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>a bid must be more valuable than the last bid {card} (¶23, ¶26)</source>
        <translation>заявка должна быть старше последней заявки: {card} (¶23, ¶26)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>choose one card of your hand to pass to seat {seat} (¶34, D-clubs-6), not {action}</source>
        <translation>выберите карту из руки, чтобы передать её игроку {seat} (¶34, D-clubs-6), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>it is the auction: bid an auction card or pass (¶27), not {action}</source>
        <translation>идёт торговля: заявите карту торговли или скажите пас (¶27), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>it is the play: play a card (¶35), not {action}</source>
        <translation>идёт розыгрыш: сходите картой (¶35), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>resolve the {bid}: discard one of your primary {suits} (¶15-16, D-clubs-5)</source>
        <translation>исполните заявку «{bid}»: снесите одну из своих основных карт масти {suits} (¶15-16, D-clubs-5)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>the holder of the Ten of Spades must open the auction with it (¶27, D-clubs-2)</source>
        <translation>торговлю открывает владелец десятки пик, заявляя её (¶27, D-clubs-2)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>the {bid} discards one primary card of {suit} (¶15-16, ¶31)</source>
        <translation>заявка «{bid}» сносит одну основную карту масти {suit} (¶15-16, ¶31)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <location filename="../../games/freelance/reasons.py"/>
        <location filename="../../games/king/reasons.py"/>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>you do not hold {card}</source>
        <translation>{card}: у вас нет этой карты</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>you may not pass now</source>
        <translation>сейчас пасовать нельзя</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>you must follow suit: you hold {suit} (¶35, ¶37)</source>
        <translation>нужно ходить в масть: у вас есть {suit} (¶35, ¶37)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/reasons.py"/>
        <source>{card} is a primary card: only auction cards are bid (¶21)</source>
        <translation>{card} — основная карта: заявлять можно только карты торговли (¶21)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/clubs/rules.py"/>
        <source>%n {suits}</source>
        <translation>
            <numerusform>{suits}: %n карта</numerusform>
            <numerusform>{suits}: %n карты</numerusform>
            <numerusform>{suits}: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat} has no card to pass</source>
        <translation>{seat}: нет карты для передачи</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat} has no card to pass</source>
        <comment>you</comment>
        <translation>{seat}: у вас нет карты для передачи</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat} has no cards and passes (¶38, D-clubs-7)</source>
        <translation>у игрока {seat} нет карт, он пасует (¶38, D-clubs-7)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat} has no cards and passes (¶38, D-clubs-7)</source>
        <comment>you</comment>
        <translation>{seat}: у вас нет карт, вы пасуете (¶38, D-clubs-7)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat} wins the auction with {card}</source>
        <translation>{seat} выигрывает торговлю с заявкой: {card}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat} wins the auction with {card}</source>
        <comment>you</comment>
        <translation>{seat} выигрываете торговлю с заявкой: {card}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: discards a {suit}</source>
        <translation>{seat}, заявка «{bid}»: снесена одна {suit}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: discards a {suit}</source>
        <comment>you</comment>
        <translation>{seat}, заявка «{bid}»: снесена одна {suit}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: discards {what}</source>
        <translation>{seat}, заявка «{bid}»: снесено — {what}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: discards {what}</source>
        <comment>you</comment>
        <translation>{seat}, заявка «{bid}»: снесено — {what}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: no primary {suits}, nothing to do</source>
        <translation>{seat}, заявка «{bid}»: основных карт масти {suits} нет, заявка ничего не делает</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: no primary {suits}, nothing to do</source>
        <comment>you</comment>
        <translation>{seat}, заявка «{bid}»: основных карт масти {suits} нет, заявка ничего не делает</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: the highest {suit} passes to seat {seat_to}</source>
        <translation>{seat}, заявка «{bid}»: старшая {suit} переходит к игроку {seat_to}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}'s {bid}: the highest {suit} passes to seat {seat_to}</source>
        <comment>you</comment>
        <translation>{seat}, заявка «{bid}»: ваша старшая {suit} переходит к игроку {seat_to}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}: %n tricks</source>
        <translation>
            <numerusform>{seat}: %n взятка</numerusform>
            <numerusform>{seat}: %n взятки</numerusform>
            <numerusform>{seat}: %n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/clubs/rules.py"/>
        <source>seat {seat}: %n tricks</source>
        <comment>you</comment>
        <translation>
            <numerusform>{seat}: %n взятка</numerusform>
            <numerusform>{seat}: %n взятки</numerusform>
            <numerusform>{seat}: %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seats {seat} and {seat2} form a Joker team</source>
        <translation>{seat} и {seat2} — команда Джокера</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>seats {seat} and {seat2}: every trick</source>
        <translation>{seat} и {seat2}: все взятки</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>the highest {suit}</source>
        <translation>старшая {suit}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>the passed cards change hands</source>
        <translation>переданные карты переходят к новым владельцам</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat} wins the auction and takes the treasure chest</source>
        <translation>{seat} выигрывает торговлю и забирает сундук</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat} wins the auction and takes the treasure chest</source>
        <comment>you</comment>
        <translation>{seat} выигрываете торговлю и забираете сундук</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: chooses a card to pass</source>
        <translation>{seat}: выбирает карту для передачи</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: chooses a card to pass</source>
        <comment>you</comment>
        <translation>{seat}: выбираете карту для передачи</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} discards a {suit}</source>
        <translation>{seat}: {bid} — снос, {suit}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} discards a {suit}</source>
        <comment>you</comment>
        <translation>{seat}: {bid} — снос, {suit}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} discards {cards}</source>
        <translation>{seat}: {bid} — снос {cards}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} discards {cards}</source>
        <comment>you</comment>
        <translation>{seat}: {bid} — снос {cards}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} discards {what}</source>
        <translation>{seat}: {bid} — снос: {what}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} discards {what}</source>
        <comment>you</comment>
        <translation>{seat}: {bid} — снос: {what}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} finds no {suits}</source>
        <translation>{seat}: {bid} — нет карт масти {suits}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} finds no {suits}</source>
        <comment>you</comment>
        <translation>{seat}: {bid} — нет карт масти {suits}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} passes a {suit} to {seat_to}</source>
        <translation>{seat}: {bid}: {suit} → {seat_to}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} passes a {suit} to {seat_to}</source>
        <comment>you</comment>
        <translation>{seat}: {bid}: {suit} → {seat_to}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} passes {card} to {seat_to}</source>
        <translation>{seat}: {bid}: {card} → {seat_to}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/rules.py"/>
        <source>{seat}: {bid} passes {card} to {seat_to}</source>
        <comment>you</comment>
        <translation>{seat}: {bid}: {card} → {seat_to}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/score.py"/>
        <source>a tie for the highest score at {score}: another hand is played (D-clubs-10)</source>
        <translation>ничья по наибольшему счёту ({score}): играется ещё одна раздача (D-clubs-10)</translation>
    </message>
    <message>
        <location filename="../../games/clubs/score.py"/>
        <source>contract broken</source>
        <translation>контракт не выполнен</translation>
    </message>
    <message>
        <location filename="../../games/clubs/score.py"/>
        <location filename="../../games/freelance/rules.py"/>
        <source>contract made</source>
        <translation>контракт выполнен</translation>
    </message>
    <message>
        <location filename="../../games/clubs/score.py"/>
        <source>hand {hand}: {verdict}; scores {scores}</source>
        <translation>раздача {hand}: {verdict}; очки {scores}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/clubs/view.py"/>
        <location filename="../../games/freelance/view.py"/>
        <location filename="../../games/king/view.py"/>
        <location filename="../../games/two_way_street/view.py"/>
        <source>%n tricks</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Hand {hand}: auction, last bid {card} by seat {seat}</source>
        <translation>Раздача {hand}: торговля, последняя ставка {card} ({seat})</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Hand {hand}: the Ten of Spades opens the auction</source>
        <translation>Раздача {hand}: торговлю открывает десятка пик</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Hand {hand}: {contract}; each player passes one card to the next seat</source>
        <translation>Раздача {hand}: {contract}; каждый передаёт одну карту соседу</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Hand {hand}: {contract}; trick {trick}</source>
        <translation>Раздача {hand}: {contract}; взятка {trick}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Hand {hand}: {contract}; {what}</source>
        <translation>Раздача {hand}: {contract}; {what}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Joker partner</source>
        <comment>a seat's note</comment>
        <translation>партнёр по джокеру</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Joker team {seat}+{seat2} must take every trick</source>
        <translation>команда джокера {seat} + {seat2} должна взять все взятки</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>Match over: {seats} won</source>
        <translation>Матч окончен: победа — {seats}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>auction winner</source>
        <comment>a seat's note</comment>
        <translation>выиграл торговлю</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>bids {cards}</source>
        <translation>ставки {cards}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <location filename="../../games/kalooki/view.py"/>
        <source>seat {seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <location filename="../../games/kalooki/view.py"/>
        <source>seat {seat}</source>
        <comment>you</comment>
        <translation>{seat}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/clubs/view.py"/>
        <source>seat {seat} must take %n tricks</source>
        <translation>
            <numerusform>{seat} должен взять %n взятку</numerusform>
            <numerusform>{seat} должен взять %n взятки</numerusform>
            <numerusform>{seat} должен взять %n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/clubs/view.py"/>
        <source>seat {seat} must take %n tricks</source>
        <comment>you</comment>
        <translation>
            <numerusform>{seat} должны взять %n взятку</numerusform>
            <numerusform>{seat} должны взять %n взятки</numerusform>
            <numerusform>{seat} должны взять %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>seat {seat} resolves a Ten</source>
        <translation>{seat} разыгрывает десятку</translation>
    </message>
    <message>
        <location filename="../../games/clubs/view.py"/>
        <source>seat {seat} resolves a Ten</source>
        <comment>you</comment>
        <translation>{seat} разыгрываете десятку</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>none</source>
        <comment>no options</comment>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>option {key} must be a text, got {value}</source>
        <translation>настройка {key} должна быть текстом, а не {value}</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>option {key} must be a whole number, got {value}</source>
        <translation>настройка {key} должна быть целым числом, а не {value}</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>option {key} must be true or false, got {value}</source>
        <translation>настройка {key} должна быть включена или выключена (true или false), а не {value}</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>options must be an object, got {kind}</source>
        <translation>настройки должны быть объектом, а не {kind}</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <location filename="../../games/replay.py"/>
        <source>the match is over</source>
        <translation>матч окончен</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>unknown option {key}; options are: {names}</source>
        <translation>неизвестная настройка {key}; настройки: {names}</translation>
    </message>
    <message>
        <location filename="../../games/core.py"/>
        <source>{action} is not legal now; legal actions are: {verbs}</source>
        <translation>«{action}» сейчас не по правилам; можно: {verbs}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/facts.py"/>
        <source>Play all 13 tricks of the campaign, instead of ending it as soon as its outcome is certain (D-freelance-6).</source>
        <translation>Разыгрывать все 13 взяток кампании, а не заканчивать её, как только исход определён (D-freelance-6).</translation>
    </message>
    <message>
        <location filename="../../games/freelance/facts.py"/>
        <source>Play all tricks</source>
        <comment>a rule option</comment>
        <translation>Разыгрывать все взятки</translation>
    </message>
    <message>
        <location filename="../../games/freelance/game.py"/>
        <source>Draw for first dealer: {cards}; tie in {rank}, turned {turned}; {deals}</source>
        <translation>Жеребьёвка сдающего: {cards}; равенство по {rank}, открыты {turned}; {deals}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/game.py"/>
        <source>Draw for first dealer: {cards}; {deals}</source>
        <translation>Жеребьёвка сдающего: {cards}; {deals}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/game.py"/>
        <source>seat {seat} deals</source>
        <translation>сдаёт {seat}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/game.py"/>
        <source>seat {seat} deals</source>
        <comment>you</comment>
        <translation>сдаёте {seat}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/game.py"/>
        <source>seat {seat} {card}</source>
        <translation>{seat} {card}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/game.py"/>
        <source>seat {seat} {card}</source>
        <comment>you</comment>
        <translation>{seat} {card}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>a bid must be greater than 0 (rule 19a-i)</source>
        <translation>заявка должна быть больше 0 (rule 19a-i)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>a bid must be greater than the leading bid of {bid} (rule 19a-ii)</source>
        <translation>заявка должна быть больше ведущей заявки ({bid}) (rule 19a-ii)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>a statement must be no less than the leading statement {number} (rule 32)</source>
        <translation>объявление должно быть не меньше ведущего ({number}) (rule 32)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>a statement's number must be from 1 to 13 (rule 31)</source>
        <translation>число взяток в объявлении — от 1 до 13 (rule 31)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>it is the auction: bid a number of tokens or pass (rule 19), not {action}</source>
        <translation>идёт торговля: заявите число фишек или скажите пас (rule 19), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>it is the campaign: play a card, not {action}</source>
        <translation>идёт розыгрыш: сходите картой, а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>it is the declaration: make a statement (number and trump) or pass (rule 28), not {action}</source>
        <translation>идут объявления: объявите контракт (число и козырь) или скажите пас (rule 28), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>to equal the leading statement {number} you need more tokens left than its maker ({tokens} against {maker}) (rule 33, D-freelance-4)</source>
        <translation>чтобы повторить ведущее объявление {number}, у вас должно остаться больше фишек, чем у его автора ({tokens} против {maker}) (rule 33, D-freelance-4)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>you have only {tokens} tokens (rule 19a-iii)</source>
        <translation>фишек у вас всего: {tokens} (rule 19a-iii)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>you must follow suit: you hold {suit} (rule 44)</source>
        <translation>нужно ходить в масть: у вас есть {suit} (rule 44)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>you won the bidding round: swap one of your cards for the face-up card, or decline (rule 23)</source>
        <translation>вы выиграли круг торговли: обменяйте одну из своих карт на открытую карту или откажитесь (rule 23)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>your lag {lag} plus {number} would exceed {limit} (rule 35)</source>
        <translation>ваше отставание {lag} плюс {number} превысит {limit} (rule 35)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/reasons.py"/>
        <source>your trump must stay {trump}, as in your first statement (rule 30)</source>
        <translation>козырь должен остаться прежним: {trump}, как в вашем первом объявлении (rule 30)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <source>Everyone passed: the hand ends without a campaign (rule 38)</source>
        <translation>Все спасовали: раздача кончается без розыгрыша (rule 38)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <source>The auction is over: the declaration begins with the dealer</source>
        <translation>Торговля окончена: объявления начинает сдающий</translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <source>The discard pile is turned face down (rule 40)</source>
        <translation>Сброс переворачивается рубашкой вверх (rule 40)</translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <source>contract lost</source>
        <translation>контракт проигран</translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <source>declaration forfeited</source>
        <translation>объявление не состоялось</translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <source>round {round} forfeited</source>
        <translation>круг {round} пропал</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/freelance/rules.py"/>
        <source>seat {seat} wins bidding round {round} for %n tokens</source>
        <translation>
            <numerusform>{seat} выигрывает круг торговли {round} за %n фишку</numerusform>
            <numerusform>{seat} выигрывает круг торговли {round} за %n фишки</numerusform>
            <numerusform>{seat} выигрывает круг торговли {round} за %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/freelance/rules.py"/>
        <source>seat {seat} wins bidding round {round} for %n tokens</source>
        <comment>you</comment>
        <translation>
            <numerusform>{seat} выигрываете круг торговли {round} за %n фишку</numerusform>
            <numerusform>{seat} выигрываете круг торговли {round} за %n фишки</numerusform>
            <numerusform>{seat} выигрываете круг торговли {round} за %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/freelance/rules.py"/>
        <location filename="../../games/freelance/view.py"/>
        <source>{n_} {trump}</source>
        <translation>{n_} {trump}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/freelance/view.py"/>
        <source>%n tokens</source>
        <translation>
            <numerusform>%n фишка</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>Hand {hand} ({kind})</source>
        <translation>Раздача {hand} ({kind})</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>Hand {hand} ({kind}): bidding round {round} of 13</source>
        <translation>Раздача {hand} ({kind}): круг торговли {round} из 13</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>Hand {hand} ({kind}): bidding round {round} of 13, leading bid {bid}</source>
        <translation>Раздача {hand} ({kind}): круг торговли {round} из 13, лучшая ставка {bid}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>Hand {hand} ({kind}): contract {n_} {trump}, attacker seat {seat}</source>
        <translation>Раздача {hand} ({kind}): контракт {n_} {trump}, атакует {seat}</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>Hand {hand} ({kind}): declaration</source>
        <translation>Раздача {hand} ({kind}): объявления</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>Hand {hand} ({kind}): declaration, leading statement {n_} {trump} by seat {seat}</source>
        <translation>Раздача {hand} ({kind}): объявления, лучшее — {n_} {trump} ({seat})</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>attacker</source>
        <comment>a seat's note</comment>
        <translation>атакующий</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>pass</source>
        <comment>a statement</comment>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>round-robin</source>
        <comment>a Freelance hand</comment>
        <translation>по кругу</translation>
    </message>
    <message>
        <location filename="../../games/freelance/view.py"/>
        <source>sudden-death</source>
        <comment>a Freelance hand</comment>
        <translation>до первой победы</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>four fours</source>
        <comment>a contract</comment>
        <translation>четыре четвёрки</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>four threes</source>
        <comment>a contract</comment>
        <translation>четыре тройки</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>one four</source>
        <comment>a contract</comment>
        <translation>одна четвёрка</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>one three</source>
        <comment>a contract</comment>
        <translation>одна тройка</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>three fours</source>
        <comment>a contract</comment>
        <translation>три четвёрки</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>three threes</source>
        <comment>a contract</comment>
        <translation>три тройки</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>two fours</source>
        <comment>a contract</comment>
        <translation>две четвёрки</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>two threes</source>
        <comment>a contract</comment>
        <translation>две тройки</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/facts.py"/>
        <source>{threes}, {fours}</source>
        <translation>{threes}, {fours}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/melds.py"/>
        <source>four in {suit}: {cards}</source>
        <translation>четвёрка, {suit}: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/melds.py"/>
        <source>three of {rank}s: {cards}</source>
        <translation>тройка по {rank}: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>a joker in a three can never be moved (Threes and fours)</source>
        <translation>джокер из тройки никогда не переносится (Threes and fours)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>after an allowed call you draw from the stock (Calling, D-kalooki-5)</source>
        <translation>после разрешённого зова берите карту из колоды (Calling, D-kalooki-5)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>bad meld reference {ref}</source>
        <translation>неверная ссылка на комбинацию: {ref}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>finish your coming-down (down) or take your melds back first (Coming down)</source>
        <translation>сначала закончите выкладку (down) или заберите комбинации назад (Coming down)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>first draw a card: draw stock or draw discard (The play, D-kalooki-2)</source>
        <translation>сначала возьмите карту: из колоды или из сброса (The play, D-kalooki-2)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>high</source>
        <comment>the end of a four</comment>
        <translation>верхнему</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>jokers cannot be discarded (Tacking on, D-kalooki-2)</source>
        <translation>джокеров сбрасывать нельзя (Tacking on, D-kalooki-2)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>low</source>
        <comment>the end of a four</comment>
        <translation>нижнему</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>no player may tack cards onto a three or four until they have laid their contract (Tacking on)</source>
        <translation>подкладывать карты к тройкам и четвёркам можно только после выкладки своего контракта (Tacking on)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>one player's fours must have different suits (Deal and contracts)</source>
        <translation>четвёрки одного игрока должны быть разных мастей (Deal and contracts)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>one player's threes must have different ranks (Deal and contracts)</source>
        <translation>тройки одного игрока должны быть разного достоинства (Deal and contracts)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>say where: tack {card} {ref} {ends}</source>
        <translation>скажите, куда: tack {card} {ref} {ends}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>seat {seat} calls the discard: allow or refuse (Calling, D-kalooki-5)</source>
        <translation>{seat} зовёт сброшенную карту: разрешите или откажите (Calling, D-kalooki-5)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>seat {seat} calls the discard: allow or refuse (Calling, D-kalooki-5)</source>
        <comment>you</comment>
        <translation>{seat} зовёте сброшенную карту: разрешить или отказать (Calling, D-kalooki-5)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>seat {seat} is asked whether to call the discard: call or pass (Calling, D-kalooki-5)</source>
        <translation>{seat} решает, звать ли сброшенную карту: зов или пас (Calling, D-kalooki-5)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>seat {seat} is asked whether to call the discard: call or pass (Calling, D-kalooki-5)</source>
        <comment>you</comment>
        <translation>{seat} решаете, звать ли сброшенную карту: зов или пас (Calling, D-kalooki-5)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>the discard pile is empty</source>
        <translation>сброс пуст</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>the four reaches the ace: its jokers are dead (Tacking on, D-kalooki-4)</source>
        <translation>четвёрка доходит до туза: её джокеры мертвы (Tacking on, D-kalooki-4)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>there is no meld {ref}</source>
        <translation>комбинации {ref} нет</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>with these cards laid the contract {contract} could not be completed (D-kalooki-3)</source>
        <translation>если выложить эти карты, контракт {contract} уже не собрать (D-kalooki-3)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>write a three's natural cards in suit order, jokers last: meld {cards}</source>
        <translation>натуральные карты тройки пишутся по порядку мастей, джокеры последними: meld {cards}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you cannot discard {action} now</source>
        <translation>сейчас нельзя сбросить: {action}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you do not hold {cards}</source>
        <translation>у вас нет таких карт: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you have come down already (D-kalooki-3)</source>
        <translation>вы уже выложились (D-kalooki-3)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you have come down: after that you only tack on (D-kalooki-3)</source>
        <translation>вы выложились: теперь можно только подкладывать (D-kalooki-3)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you have come down: you must allow the call (Coming down)</source>
        <translation>вы выложились: зов нужно разрешить (Coming down)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you have come down: you must draw from the stock (Coming down)</source>
        <translation>вы выложились: брать карту нужно из колоды (Coming down)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you have drawn already this turn (The play)</source>
        <translation>в этот ход вы уже взяли карту (The play)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>you have no melds of this turn to take back</source>
        <translation>у вас нет комбинаций этого хода, чтобы забрать их назад</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>your melds do not yet hold the contract: {contract} (Coming down)</source>
        <translation>ваши комбинации ещё не составляют контракт: {contract} (Coming down)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{cards} cannot be laid now (Coming down, D-kalooki-3)</source>
        <translation>{cards}: сейчас это выложить нельзя (Coming down, D-kalooki-3)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{cards} is neither a three (3+ cards of a rank, 2+ of them natural) nor a four (4+ cards of a suit in run order, ace only at an end, no jokers side by side) (Threes and fours, D-kalooki-4)</source>
        <translation>{cards} — ни тройка (3+ карты одного достоинства, из них 2+ натуральные), ни четвёрка (4+ карты одной масти подряд, туз только с краю, джокеры не рядом) (Threes and fours, D-kalooki-4)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{card} cannot replace a joker in {cards}: no joker stands for it, or a joker is at the high end (Tacking on)</source>
        <translation>{card} не может заменить джокера в комбинации {cards}: ни один джокер не стоит вместо этой карты, или джокер на верхнем краю (Tacking on)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{card} does not fit onto {meld} (Tacking on, D-kalooki-4)</source>
        <translation>{card} не подходит к комбинации: {meld} (Tacking on, D-kalooki-4)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{card} fits only at the {end} end</source>
        <translation>{card} подходит только к {end} краю</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{card} fits: {ends}</source>
        <translation>{card} подходит: {ends}</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/reasons.py"/>
        <source>{verb} answers a discard, and it is your turn to play (Calling)</source>
        <translation>«{verb}» — ответ на сброс, а сейчас ваш ход (Calling)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>Seat {seat} goes out</source>
        <translation>{seat} выходит</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>Seat {seat} goes out</source>
        <comment>you</comment>
        <translation>{seat} выходите</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>Seat {seat} goes out: the table is bent, penalties are doubled (D-kalooki-7)</source>
        <translation>{seat} выходит: стол согнут, штрафы удваиваются (D-kalooki-7)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>Seat {seat} goes out: the table is bent, penalties are doubled (D-kalooki-7)</source>
        <comment>you</comment>
        <translation>{seat} выходите: стол согнут, штрафы удваиваются (D-kalooki-7)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>Seat {seat} holds only jokers that cannot be tacked on: the turn ends without a discard (D-kalooki-2)</source>
        <translation>У игрока {seat} только джокеры, которые некуда подложить: ход кончается без сброса (D-kalooki-2)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>Seat {seat} holds only jokers that cannot be tacked on: the turn ends without a discard (D-kalooki-2)</source>
        <comment>you</comment>
        <translation>{seat}: у вас только джокеры, которые некуда подложить: ход кончается без сброса (D-kalooki-2)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>The stock has run out {why}: no score; the same dealer deals the same contract again (D-kalooki-6)</source>
        <translation>Колода кончилась {why}: очков нет; тот же сдающий снова сдаёт тот же контракт (D-kalooki-6)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>The stock has run out: the discard pile but its top card is shuffled into a new stock (D-kalooki-6)</source>
        <translation>Колода кончилась: сброс, кроме верхней карты, тасуется в новую колоду (D-kalooki-6)</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>a second time</source>
        <comment>the stock has run out</comment>
        <translation>во второй раз</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>seat {seat} went out</source>
        <translation>{seat} выходит</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>seat {seat} went out</source>
        <comment>you</comment>
        <translation>{seat} выходите</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>stock ran out twice: no score</source>
        <translation>колода кончилась дважды: без очков</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>stock ran out, nothing to turn over: no score</source>
        <translation>колода кончилась, переворачивать нечего: без очков</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/rules.py"/>
        <source>with nothing under the top card of the discard pile to turn over</source>
        <translation>и под верхней картой сброса нечего перевернуть</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/view.py"/>
        <source>Game {game} of 9 (hand {hand}): {deals}; contract {contract} ({words})</source>
        <translation>Игра {game} из 9 (раздача {hand}): {deals}; контракт {contract} ({words})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/kalooki/view.py"/>
        <source>Game {game} of 9: contract {contract} ({words}), %n cards</source>
        <translation>
            <numerusform>Игра {game} из 9: контракт {contract} ({words}), %n карта</numerusform>
            <numerusform>Игра {game} из 9: контракт {contract} ({words}), %n карты</numerusform>
            <numerusform>Игра {game} из 9: контракт {contract} ({words}), %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/kalooki/view.py"/>
        <source>Game {game} of 9: contract {contract} ({words}), %n cards, stock turned over once</source>
        <translation>
            <numerusform>Игра {game} из 9: контракт {contract} ({words}), %n карта, колода уже переворачивалась</numerusform>
            <numerusform>Игра {game} из 9: контракт {contract} ({words}), %n карты, колода уже переворачивалась</numerusform>
            <numerusform>Игра {game} из 9: контракт {contract} ({words}), %n карт, колода уже переворачивалась</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/kalooki/view.py"/>
        <source>The set is over: {seats} won</source>
        <translation>Серия окончена: победа — {seats}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/kalooki/view.py"/>
        <source>called %n times</source>
        <translation>
            <numerusform>просил %n раз</numerusform>
            <numerusform>просил %n раза</numerusform>
            <numerusform>просил %n раз</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/kalooki/view.py"/>
        <source>called once</source>
        <comment>a seat's note</comment>
        <translation>просил один раз</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/view.py"/>
        <source>has come down</source>
        <comment>a seat's note</comment>
        <translation>выложился</translation>
    </message>
    <message>
        <location filename="../../games/kalooki/view.py"/>
        <source>not down yet</source>
        <comment>a seat's note</comment>
        <translation>ещё не выложился</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/kalooki/view.py"/>
        <source>seat {seat} deals %n cards</source>
        <translation>
            <numerusform>{seat} сдаёт по %n карте</numerusform>
            <numerusform>{seat} сдаёт по %n карты</numerusform>
            <numerusform>{seat} сдаёт по %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/kalooki/view.py"/>
        <source>seat {seat} deals %n cards</source>
        <comment>you</comment>
        <translation>
            <numerusform>{seat} сдаёте по %n карте</numerusform>
            <numerusform>{seat} сдаёте по %n карты</numerusform>
            <numerusform>{seat} сдаёте по %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Award game</source>
        <comment>a King game</comment>
        <translation>Игра на взятки</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>BH broken hearts: in No Hearts and No King hearts may be led once a heart has been played; in No King the contractor may not discard any heart (D-king-6).</source>
        <translation>BH, «разбитые» червы: в играх «Не брать червей» и «Не брать Кинга» с червей можно ходить, как только сыграна хоть одна черва; в «Не брать Кинга» заказчик не может сносить в прикуп ни одной червы (D-king-6).</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Broken hearts</source>
        <comment>a rule option</comment>
        <translation>«Разбитые» червы</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>KB kings as boys: No Jacks becomes No Boys, 5 points for each jack and each king (D-king-6).</source>
        <translation>KB, короли как мальчики: «Не брать валетов» становится игрой «Не брать мальчиков», по 5 очков за каждого валета и каждого короля (D-king-6).</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Kings as boys</source>
        <comment>a rule option</comment>
        <translation>Короли как мальчики</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>MN: misère award games are played without a trump (D-king-6).</source>
        <translation>MN: мизер, игра на взятки, играется без козыря (D-king-6).</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Misere without trump</source>
        <comment>a rule option</comment>
        <translation>Мизер без козыря</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Misère</source>
        <comment>a King game</comment>
        <translation>Мизер</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No Boys</source>
        <comment>a King game</comment>
        <translation>Не брать мальчиков</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No Hearts</source>
        <comment>a King game</comment>
        <translation>Не брать червей</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No Jacks</source>
        <comment>a King game</comment>
        <translation>Не брать валетов</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No King</source>
        <comment>a King game</comment>
        <translation>Не брать Кинга</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No Last Two</source>
        <comment>a King game</comment>
        <translation>Не брать 2 последние</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No Queens</source>
        <comment>a King game</comment>
        <translation>Не брать дам</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>No Tricks</source>
        <comment>a King game</comment>
        <translation>Не брать взяток</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>SK: the kitty is shown to all players before the contractor takes it (D-king-6).</source>
        <translation>SK: прикуп показывается всем игрокам, прежде чем заказчик его возьмёт (D-king-6).</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>SS short session: each pool holds 3 penalty games drawn at random plus 1 award game (D-king-6).</source>
        <translation>SS, короткая партия: в пуле каждого игрока 3 штрафные игры, выбранные случайно, и 1 игра на взятки (D-king-6).</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Short session</source>
        <comment>a rule option</comment>
        <translation>Короткая партия</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>Show kitty</source>
        <comment>a rule option</comment>
        <translation>Показывать прикуп</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>{game}, no trump</source>
        <translation>{game}, без козыря</translation>
    </message>
    <message>
        <location filename="../../games/king/facts.py"/>
        <source>{game}, trumps {suit}</source>
        <translation>{game}, козыри — {suit}</translation>
    </message>
    <message>
        <location filename="../../games/king/game.py"/>
        <source>seat {seat} is drawn to contract first</source>
        <translation>по жребию первым выбирает {seat}</translation>
    </message>
    <message>
        <location filename="../../games/king/game.py"/>
        <source>seat {seat} is drawn to contract first</source>
        <comment>you</comment>
        <translation>по жребию первыми выбираете {seat}</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>both award games of your pool have been played (D-king-2)</source>
        <translation>обе игры на взятки из вашего набора уже сыграны (D-king-2)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>it is the play: play a card, not {action}</source>
        <translation>идёт розыгрыш: сходите картой, а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>misère is played without a trump under option MN (D-king-6)</source>
        <translation>с вариантом MN мизер играется без козыря (D-king-6)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>no heart may be discarded in {game} under option BH (D-king-6)</source>
        <translation>в игре «{game}» с вариантом BH черву сносить нельзя (D-king-6)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>no heart may be led in {game} while you hold another suit (D-king-4)</source>
        <translation>в игре «{game}» нельзя ходить с червы, пока у вас есть другая масть (D-king-4)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>seat {seat} must first choose the game from the pool (the text; D-king-2), not {action}</source>
        <translation>{seat} сначала выбирает игру из набора (the text; D-king-2), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>seat {seat} must first choose the game from the pool (the text; D-king-2), not {action}</source>
        <comment>you</comment>
        <translation>{seat} сначала выбираете игру из набора (the text; D-king-2), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>the contractor must discard two cards to the kitty (D-king-3), not {action}</source>
        <translation>заказчик должен снести две карты в прикуп (D-king-3), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>void in the led suit, you must play the K of hearts in No King (D-king-4)</source>
        <translation>масти хода у вас нет: в игре «Не брать Кинга» нужно сбросить короля червей (D-king-4)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>void in {suit}, you must play a trump (D-king-2)</source>
        <translation>масти хода ({suit}) у вас нет: нужно бить козырем (D-king-2)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>you must follow suit: you hold {suit} (the text, 'Other players must follow the suit')</source>
        <translation>нужно ходить в масть: у вас есть {suit} (the text, 'Other players must follow the suit')</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>{card} is a penalty card of {game} and may not be discarded (D-king-3, D-king-6)</source>
        <translation>{card} — штрафная карта игры «{game}», сносить её нельзя (D-king-3, D-king-6)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>{card} is in your other open hand: the hand to play now is the other (D-king-8)</source>
        <translation>{card} — в другой вашей открытой руке: сейчас ходит другая рука (D-king-8)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>{game} has already been played from your pool (D-king-2)</source>
        <translation>«{game}» из вашего набора уже сыграна (D-king-2)</translation>
    </message>
    <message>
        <location filename="../../games/king/reasons.py"/>
        <source>{game} is not in your pool (D-king-6 SS)</source>
        <translation>«{game}» нет в вашем наборе (D-king-6 SS)</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>All penalty cards of {game} are taken: the deal ends (D-king-4)</source>
        <translation>Все штрафные карты игры «{game}» взяты: раздача окончена (D-king-4)</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>Seat {seat}'s discards: {cards}</source>
        <translation>Снос игрока {seat}: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>Seat {seat}'s discards: {cards}</source>
        <comment>you</comment>
        <translation>{seat}: ваш снос — {cards}</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>The kitty is shown: {cards} (SK)</source>
        <translation>Прикуп открыт: {cards} (SK)</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>all penalty cards taken: the deal ends</source>
        <translation>все штрафные карты взяты: раздача окончена</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>discards {cards}</source>
        <translation>снос: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>kitty shown: {cards}</source>
        <translation>прикуп открыт: {cards}</translation>
    </message>
    <message>
        <location filename="../../games/king/rules.py"/>
        <source>{game} (ended early)</source>
        <translation>{game} (окончена досрочно)</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>Deal {deal} of {deals}: {game}, contractor seat {seat}</source>
        <translation>Раздача {deal} из {deals}: {game}, заказчик {seat}</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>Deal {deal} of {deals}: {game}; {what}</source>
        <translation>Раздача {deal} из {deals}: {game}; {what}</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>Deal {deal} of {deals}: {what}</source>
        <translation>Раздача {deal} из {deals}: {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/king/view.py"/>
        <source>Session over after %n deals</source>
        <translation>
            <numerusform>Партия окончена после %n раздачи</numerusform>
            <numerusform>Партия окончена после %n раздач</numerusform>
            <numerusform>Партия окончена после %n раздач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>contractor</source>
        <comment>a seat's note</comment>
        <translation>заказчик</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>deals, sits out</source>
        <comment>a seat's note</comment>
        <translation>сдаёт и не играет</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>result {score}</source>
        <translation>итог {score}</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>seat {seat} chooses a game</source>
        <translation>{seat} выбирает игру</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>seat {seat} chooses a game</source>
        <comment>you</comment>
        <translation>{seat} выбираете игру</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>seat {seat} discards two cards</source>
        <translation>{seat} сносит две карты</translation>
    </message>
    <message>
        <location filename="../../games/king/view.py"/>
        <source>seat {seat} discards two cards</source>
        <comment>you</comment>
        <translation>{seat} сносите две карты</translation>
    </message>
    <message>
        <location filename="../../games/log.py"/>
        <source>Contract: {text}</source>
        <translation>Контракт: {text}</translation>
    </message>
    <message>
        <location filename="../../games/log.py"/>
        <source>Deal {n_}</source>
        <translation>Раздача {n_}</translation>
    </message>
    <message>
        <location filename="../../games/log.py"/>
        <source>Hand {n_}</source>
        <translation>Раздача {n_}</translation>
    </message>
    <message>
        <location filename="../../games/log.py"/>
        <source>Hand {n_} ended ({text}): totals {totals}</source>
        <translation>Раздача {n_} окончена ({text}): итого {totals}</translation>
    </message>
    <message>
        <location filename="../../games/log.py"/>
        <source>Hand {n_} ended: totals {totals}</source>
        <translation>Раздача {n_} окончена: итого {totals}</translation>
    </message>
    <message>
        <location filename="../../games/phrases.py"/>
        <source>Clubs</source>
        <comment>a suit, in the rules' words</comment>
        <translation>трефы</translation>
    </message>
    <message>
        <location filename="../../games/phrases.py"/>
        <source>Diamonds</source>
        <comment>a suit, in the rules' words</comment>
        <translation>бубны</translation>
    </message>
    <message>
        <location filename="../../games/phrases.py"/>
        <source>Hearts</source>
        <comment>a suit, in the rules' words</comment>
        <translation>червы</translation>
    </message>
    <message>
        <location filename="../../games/phrases.py"/>
        <source>Spades</source>
        <comment>a suit, in the rules' words</comment>
        <translation>пики</translation>
    </message>
    <message>
        <location filename="../../games/transcript.py"/>
        <source>a whole number from 0 to 2**63-1</source>
        <translation>целым числом от 0 до 2⁶³ − 1</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>Alike jokers</source>
        <comment>a rule option</comment>
        <translation>Одинаковые джокеры</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>Five players play with two packs and their jokers (D-tws-1).</source>
        <translation>Пятеро играют двумя колодами с их джокерами (D-tws-1).</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>Jokers</source>
        <comment>a rule option</comment>
        <translation>Джокеров в колоде</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>Jokers in the single pack of 2 to 4 players: 0, 1 or 2 (D-tws-1). Two are red and black; one is JK.</source>
        <translation>Джокеров в единственной колоде при 2–4 игроках: 0, 1 или 2 (D-tws-1). Два джокера — красный и чёрный; один — JK.</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>Target</source>
        <comment>a rule option</comment>
        <translation>Матч до (очков)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>The jokers cannot be told apart (JK): any joker may follow suit and a led joker may stand for any suit (rule 2c).</source>
        <translation>Джокеры неотличимы друг от друга (JK): любым джокером можно отвечать в масть, а джокер, которым пошли, может означать любую масть (правило 2c).</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>The match ends after the hand in which someone reaches this total (D-tws-5).</source>
        <translation>Матч заканчивается после раздачи, в которой кто-то набрал столько очков (D-tws-5).</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>Two packs</source>
        <comment>a rule option</comment>
        <translation>Две колоды</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>high</source>
        <comment>a direction, in the rules' words</comment>
        <translation>на старшие</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>low</source>
        <comment>a direction, in the rules' words</comment>
        <translation>на младшие</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>option 'jokers' must be 0, 1 or 2, got {jokers}</source>
        <translation>джокеров в колоде может быть 0, 1 или 2, а не {jokers}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/facts.py"/>
        <source>option 'target' must be from 1 to {most}, got {target}</source>
        <translation>матч может идти до числа очков от 1 до {most}, а не до {target}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>a duel bid's strength is from 1 to {most} (D-tws-6), not {number}</source>
        <translation>сила заявки в дуэли — от 1 до {most} (D-tws-6), а не {number}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>a joker was led and you hold {suits}: you must choose the suit led by playing one of them (rule 2c footnote)</source>
        <translation>первым сыгран джокер, а у вас есть {suits}: масть хода выбирается картой одной из этих мастей (rule 2c footnote)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>it is the duel's bidding: bid high or low with a strength 1 to {most} (D-tws-6)</source>
        <translation>идёт торговля дуэли: заявите «на старшие» или «на младшие» с силой от 1 до {most} (D-tws-6)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>it is the play: play a card (rule 2c), not {action}</source>
        <translation>идёт розыгрыш: сходите картой (rule 2c), а не «{action}»</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>it is your declaration: declare high or declare low (rule 2b), not {action}</source>
        <translation>ваше объявление: «на старшие» или «на младшие» (rule 2b), а не «{action}»</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>it is your exchange: bury %n more card(s) from your hand at the bottom of the deck (rule 2b)</source>
        <translation>
            <numerusform>ваш обмен: положите ещё %n карту из руки под низ колоды (rule 2b)</numerusform>
            <numerusform>ваш обмен: положите ещё %n карты из руки под низ колоды (rule 2b)</numerusform>
            <numerusform>ваш обмен: положите ещё %n карт из руки под низ колоды (rule 2b)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>name the suit with a joker only when it is how you choose the suit led after a joker lead (rule 2c footnote); play {card} without a suit</source>
        <translation>масть к джокеру называют, только когда им выбирают масть хода после хода джокером (rule 2c footnote); сыграйте карту {card} без масти</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>none</source>
        <comment>no suit</comment>
        <translation>никакой</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>you hold {suit}: play one, or a joker (rule 2c)</source>
        <translation>у вас есть {suit}: сыграйте эту масть или джокера (rule 2c)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>you hold {suit}: play one, or a joker of its colour (rule 2c)</source>
        <translation>у вас есть {suit}: сыграйте эту масть или джокера её цвета (rule 2c)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>you may choose only a suit of the led joker's colour that you hold: {suits} (rule 2c footnote)</source>
        <translation>выбрать можно только масть цвета сыгранного джокера, которая у вас есть: {suits} (rule 2c footnote)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/reasons.py"/>
        <source>{suit} or {suit2}</source>
        <translation>{suit} или {suit2}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>Equal strengths in opposite directions ({way} {strength}, {way2} {strength2}): redeal (D-tws-6)</source>
        <translation>Равная сила в противоположных направлениях ({way} {strength}, {way2} {strength2}): пересдача (D-tws-6)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>high: {high}; low: {low}</source>
        <translation>на старшие: {high}; на младшие: {low}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>none</source>
        <comment>no seat</comment>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>penalty {penalty}; hand scores {scores}</source>
        <translation>штраф {penalty}; очки за раздачу {scores}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>redeal</source>
        <comment>a new deal</comment>
        <translation>пересдача</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat} chooses {suit} as the suit led (rule 2c)</source>
        <translation>{seat} выбирает масть хода: {suit} (rule 2c)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat} chooses {suit} as the suit led (rule 2c)</source>
        <comment>you</comment>
        <translation>{seat} выбираете масть хода: {suit} (rule 2c)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat} is forced {way} (rule 2b)</source>
        <translation>{seat} вынужденно играет {way} (rule 2b)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat} is forced {way} (rule 2b)</source>
        <comment>you</comment>
        <translation>{seat} вынужденно играете {way} (rule 2b)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat} takes %n pre-trick(s) from the deck (D-tws-6)</source>
        <translation>
            <numerusform>{seat} берёт из колоды %n предварительную взятку (D-tws-6)</numerusform>
            <numerusform>{seat} берёт из колоды %n предварительные взятки (D-tws-6)</numerusform>
            <numerusform>{seat} берёт из колоды %n предварительных взяток (D-tws-6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat} takes %n pre-trick(s) from the deck (D-tws-6)</source>
        <comment>you</comment>
        <translation>
            <numerusform>{seat} берёте из колоды %n предварительную взятку (D-tws-6)</numerusform>
            <numerusform>{seat} берёте из колоды %n предварительные взятки (D-tws-6)</numerusform>
            <numerusform>{seat} берёте из колоды %n предварительных взяток (D-tws-6)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat}'s secret bid was {way} {strength}</source>
        <translation>Тайная заявка игрока {seat}: {way} {strength}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>seat {seat}'s secret bid was {way} {strength}</source>
        <comment>you</comment>
        <translation>{seat}: ваша тайная заявка — {way} {strength}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: bids secretly</source>
        <translation>{seat}: тайная заявка</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: bids secretly</source>
        <comment>you</comment>
        <translation>{seat}: тайная заявка</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: draws two cards</source>
        <translation>{seat}: берёт две карты</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: draws two cards</source>
        <comment>you</comment>
        <translation>{seat}: берёте две карты</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: draws {cards}</source>
        <translation>{seat}: берёт {cards}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: draws {cards}</source>
        <comment>you</comment>
        <translation>{seat}: берёте {cards}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: forced {way}</source>
        <translation>{seat}: вынужденно {way}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: forced {way}</source>
        <comment>you</comment>
        <translation>{seat}: вынужденно {way}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: secret bid was {way} {strength}</source>
        <translation>{seat}: тайная заявка была {way} {strength}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: secret bid was {way} {strength}</source>
        <comment>you</comment>
        <translation>{seat}: тайная заявка была {way} {strength}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: takes %n pre-trick(s)</source>
        <translation>
            <numerusform>{seat}: берёт %n предвзятку</numerusform>
            <numerusform>{seat}: берёт %n предвзятки</numerusform>
            <numerusform>{seat}: берёт %n предвзяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{seat}: takes %n pre-trick(s)</source>
        <comment>you</comment>
        <translation>
            <numerusform>{seat}: берёте %n предвзятку</numerusform>
            <numerusform>{seat}: берёте %n предвзятки</numerusform>
            <numerusform>{seat}: берёте %n предвзяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <location filename="../../games/two_way_street/view.py"/>
        <source>{way} {strength}</source>
        <translation>{way} {strength}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/rules.py"/>
        <source>{way}: tricks {won}-{lost}; hand scores {score} {score2}</source>
        <translation>{way}: взятки {won}–{lost}; очки за раздачу {score} {score2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../games/two_way_street/view.py"/>
        <source>%n pre-tricks</source>
        <translation>
            <numerusform>%n предвзятка</numerusform>
            <numerusform>%n предвзятки</numerusform>
            <numerusform>%n предвзяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>Hand {hand}: trick {trick} of {tricks}</source>
        <translation>Раздача {hand}: взятка {trick} из {tricks}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>Hand {hand}: {what}</source>
        <translation>Раздача {hand}: {what}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>bid {bid}</source>
        <translation>заявка {bid}</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>dealer</source>
        <comment>a seat's note</comment>
        <translation>сдающий</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>declarations</source>
        <comment>a Two Way Street hand</comment>
        <translation>объявления</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>duel bidding</source>
        <comment>a Two Way Street hand</comment>
        <translation>торговля дуэли</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>exchange</source>
        <comment>a Two Way Street hand</comment>
        <translation>обмен</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>high (forced)</source>
        <comment>a seat's note</comment>
        <translation>на старшие (вынужденно)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>joker led</source>
        <translation>первым ходом джокер</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>low (forced)</source>
        <comment>a seat's note</comment>
        <translation>на младшие (вынужденно)</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>match over</source>
        <comment>a Two Way Street hand</comment>
        <translation>матч окончен</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>secret</source>
        <comment>a hidden bid</comment>
        <translation>тайная</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>to bid</source>
        <comment>a seat's note</comment>
        <translation>заявляет</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>to declare</source>
        <comment>a seat's note</comment>
        <translation>объявляет</translation>
    </message>
    <message>
        <location filename="../../games/two_way_street/view.py"/>
        <source>{suit} led</source>
        <translation>ход в масть: {suit}</translation>
    </message>
</context>
</TS>
