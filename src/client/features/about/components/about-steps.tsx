const STEPS = [
  {
    title: 'Para quem procura atendimento',
    text: 'Pesquise por nome, especialidade, estado e cidade, veja o desconto de cada conveniado e fale com ele pelo WhatsApp ou por telefone. Não é preciso criar conta para pesquisar.',
  },
  {
    title: 'Para profissionais e estabelecimentos',
    text: 'Cadastre-se como conveniado informando seus dados, especialidades e o desconto oferecido. Nossa equipe analisa o cadastro e, depois de aprovado, seu perfil aparece na pesquisa.',
  },
  {
    title: 'Sempre atualizado',
    text: 'Cada conveniado mantém o próprio perfil: contato, endereço, especialidades, desconto e prazo de retorno.',
  },
] as const;

/** SPEC §2 /sobre 'how it works', for both sides of the directory. */
export function AboutSteps() {
  return (
    <section aria-labelledby="como-funciona" className="mt-12">
      <h2 id="como-funciona" className="text-2xl font-bold tracking-tight text-foreground">
        Como funciona
      </h2>
      <ol className="mt-6 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-foreground">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
